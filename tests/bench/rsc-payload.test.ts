import { describe, expect, it } from 'vitest';
import { flightRows, payloadContributors, payloadScripts } from '../../bench/support/rsc-payload';

const push = (chunk: string) => `<script>self.__next_f.push(${JSON.stringify([1, chunk])})</script>`;
const text = 'Příliš žluťoučký kůň';
const stream = [
  '1:I["m7",["chunk.js"],"JobFilters",1]\n',
  '3:"AlertButton"\n',
  '4:I["m8",["chunk.js"],"$3"]\n',
  `2:T${Buffer.byteLength(text).toString(16)},${text}`,
  '0:["$","main",null,{"children":[["$","$L1",null,{"labels":{"title":"Filtry"},"id":7}],["$","$L4",null,{"on":true}]]}]\n',
].join('');
const html = `<html><body><main>page</main><script>self.__next_f.push([0])</script>${push(stream.slice(0, 30))}${push(stream.slice(30))}</body></html>`;

describe('the RSC payload of a page', () => {
  it('takes the push scripts out of the HTML and joins their stream', () => {
    const scripts = payloadScripts(html);
    expect(scripts.stream.toString()).toBe(stream);
    expect(scripts.htmlWithout).toBe('<html><body><main>page</main></body></html>');
    expect(scripts.scriptBytes).toBe(Buffer.byteLength(html) - Buffer.byteLength(scripts.htmlWithout));
  });

  it('reads a text row by its length in bytes, whatever letters it holds', () => {
    const rows = flightRows(Buffer.from(stream));
    expect(rows.map((row) => [row.id, row.tag])).toEqual([
      ['1', 'I'],
      ['3', ''],
      ['4', 'I'],
      ['2', 'T'],
      ['0', ''],
    ]);
    expect(rows[3].body).toBe(text);
  });

  it('names the client component whose props take the bytes', () => {
    const { clientProps, keys, rowKinds } = payloadContributors(flightRows(Buffer.from(stream)));
    expect(clientProps).toEqual([
      ['JobFilters.labels', Buffer.byteLength('{"title":"Filtry"}')],
      ['AlertButton.on', 4],
      ['JobFilters.id', 1],
    ]);
    expect(keys[0][0]).toBe('children');
    expect(rowKinds.map(([kind]) => kind).sort()).toEqual(['I', 'T', 'tree']);
  });
});
