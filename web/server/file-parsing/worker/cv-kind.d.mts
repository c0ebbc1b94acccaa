export interface CvKindInput {
  file: string;
  bytes: number;
  zipLimits?: { entries: number; uncompressedBytes: number };
}

export type CvKindResult =
  | { kind: 'pdf' | 'doc' | 'docx' | 'odt'; refusal?: undefined }
  | { refusal: 'empty_file' | 'not_a_document' | 'unreadable' | 'too_complex'; kind?: string };

export function run(input: CvKindInput): Promise<CvKindResult>;
