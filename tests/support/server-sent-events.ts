/** Reads server-sent events from a response body until one named `name` arrives; returns its data. */
export async function nextEvent(reader: ReadableStreamDefaultReader<Uint8Array>, name: string) {
  const decoder = new TextDecoder();
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`The stream ended before a ${name} event`);
    buffered += decoder.decode(value, { stream: true });
    const event = buffered.split('\n\n').find((block) => block.startsWith(`event: ${name}\n`));
    if (event) return JSON.parse(event.slice(event.indexOf('data: ') + 6));
  }
}
