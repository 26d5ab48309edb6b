// The floor of a page's first visit: a bare page that fetches the same API
// answers the page fetches, all at once, and writes them, as the least a page can do for them.
// Never a copy of our own page: that would carry much of what the app carries.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

export interface ApiCall {
  method: string;
  /** path and query, on this origin */
  path: string;
  body?: string;
}

/** Writes `file` into `outdir`: the page marks `window.__shown` once every answer is written. */
export function visitFloor(outdir: string, file: string, title: string, calls: ApiCall[]): void {
  const script = `<script>(function(){var t=localStorage.getItem('token')||'';
var calls=${JSON.stringify(calls).replace(/</g, '\\u003c')};
Promise.all(calls.map(function(c){var h={Authorization:'Bearer '+t,token:t};
if(c.body)h['Content-Type']='application/json';
return fetch(c.path,{method:c.method,headers:h,body:c.body}).then(function(r){return r.text()})}))
.then(function(answers){var out=document.getElementById('answers');
answers.forEach(function(a){var p=document.createElement('pre');p.textContent=a;out.appendChild(p)});
requestAnimationFrame(function(){window.__shown=performance.now()})})})()</script>`;
  writeFileSync(
    path.join(outdir, file),
    '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">' +
      `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head>` +
      `<body><h1>${title}</h1><div id="answers"></div>${script}</body></html>`,
  );
}
