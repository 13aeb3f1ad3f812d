import fs from 'node:fs'; import zlib from 'node:zlib';
import { parse, serialize } from 'parse5';
const gz = s => zlib.gzipSync(Buffer.from(s), {level:9}).length;
const f = process.argv[2]; const html = fs.readFileSync(f,'utf8');
const doc = parse(html);
console.log('whole', html.length, gz(html));
function walk(n, depth, path) {
  if (!n.childNodes) return;
  for (const c of n.childNodes) {
    if (!c.tagName) continue;
    const frag = { nodeName:'#document-fragment', childNodes:[c] };
    const s = serialize(frag);
    const cls = c.attrs?.find(a=>a.name==='class')?.value?.slice(0,40) ?? '';
    const id = c.attrs?.find(a=>a.name==='id')?.value ?? '';
    if (s.length > 400) console.log('  '.repeat(depth) + c.tagName + (id?'#'+id:'') + (cls?'.'+cls:''), s.length, gz(s));
    if (depth < +(process.argv[3]??4) && s.length>1500) walk(c, depth+1);
  }
}
walk(doc, 0);
