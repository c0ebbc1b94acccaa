export interface PdfTextInput {
  bytes: Uint8Array;
  maxPages: number;
  maxTextChars: number;
}

export interface PdfTextItem {
  str: string;
  x: number;
  y: number;
  width: number;
  fontSize: number;
}

export type PdfTextResult =
  | { pages: PdfTextItem[][]; refusal?: undefined }
  | { refusal: 'unreadable' | 'over_budget'; pages?: undefined }
  | { refusal: 'too_many_pages'; pages: number };

export function run(input: PdfTextInput): Promise<PdfTextResult>;
