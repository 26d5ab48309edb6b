// The sheet's index.html: every screenshot side by side, grouped by feature, with the route, the
// state and the seed account under each, and what went wrong or axe found below that. Pure.
import { ACCOUNTS, type Shot, type StateName } from './types';

export const STATE_WORDS: Record<StateName, string> = {
  loaded: '已加载',
  empty: '空',
  failed: '加载失败',
  invalid: '表单校验',
  submitted: '提交后',
};

const html = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

function figure(shot: Shot): string {
  const who = shot.account ? `${ACCOUNTS[shot.account].mobile} ${ACCOUNTS[shot.account].who}` : '未登录';
  const state = `${STATE_WORDS[shot.state]}${shot.variant ? `（${shot.variant}）` : ''}`;
  const problems = shot.problems.length
    ? `<ul class="problems">${shot.problems.map((p) => `<li>${html(p)}</li>`).join('')}</ul>`
    : '';
  const calls = shot.calls.length
    ? `<details><summary>API（${shot.calls.length}）</summary>${shot.calls
        .map((c) => `<code>${html(c.route)}</code>${c.scenario ? ` ← ${html(c.scenario)}` : ''}`)
        .join('<br>')}</details>`
    : '';
  return `<figure id="${html(`${shot.page}-${shot.state}${shot.variant ? `-${shot.variant}` : ''}`)}">
<a href="${html(shot.file)}"><img src="${html(shot.file)}" alt="" loading="lazy" width="375"></a>
<figcaption><b>${html(shot.page)}</b> · ${html(state)}<br><code>#${html(shot.path)}</code><br>${html(who)}${
    shot.landed ? `<br>→ <code>#${html(shot.landed)}</code>` : ''
  }${problems}${calls}</figcaption></figure>`;
}

export function renderSheet(shots: readonly Shot[], takenAt: string): string {
  const features = [...new Set(shots.map((s) => s.feature))];
  const sections = features.map((f) => {
    const own = shots.filter((s) => s.feature === f);
    return `<section><h2>${html(f)}（${own.length}）</h2><div class="row">${own.map(figure).join('\n')}</div></section>`;
  });
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>合伙人 H5 · 全部页面</title>
<style>
body { font: 13px/1.4 system-ui, sans-serif; margin: 16px; background: #eee; }
.row { display: flex; flex-wrap: wrap; gap: 16px; }
figure { margin: 0; width: 375px; }
img { width: 375px; height: auto; border: 1px solid #999; background: #fff; }
figcaption { padding: 4px 0; word-break: break-all; }
.problems { color: #a00; padding-left: 16px; margin: 4px 0; }
</style></head><body>
<h1>合伙人 H5 · 全部页面（${shots.length} 张，${html(takenAt)}）</h1>
${sections.join('\n')}
</body></html>
`;
}
