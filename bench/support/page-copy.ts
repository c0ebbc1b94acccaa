export interface PageCopy {
  status: number;
  body: Buffer;
}

/** Fetches a page once, uncompressed: its status and bytes. */
export async function copyPage(url: string): Promise<PageCopy> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
}
