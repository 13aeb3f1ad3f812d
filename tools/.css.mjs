import fs from 'node:fs'; import zlib from 'node:zlib';
import { parse } from 'parse5';
const html = fs.readFileSync(process.argv[2],'utf8');
const doc = parse(html);
const styles=[];
(function w(n){ for (const c of n.childNodes??[]) { if (c.tagName==='style') styles.push(c.childNodes.map(t=>t.value).join('')); w(c);} if (n.content) w(n.content); })(doc);
styles.forEach((s,i)=>fs.writeFileSync(`/tmp/style${i}.css`, s));
console.log(styles.map(s=>s.length));
