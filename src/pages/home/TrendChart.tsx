// The earnings trend as a small inline SVG (no chart library): an area under a line, one point
// per day, with the first, middle and last dates under it and the peak labelled.
import { formatYuan } from '../../lib/money';

import type { TrendPoint } from '../../api/wallet';

const W = 335,
  H = 120,
  PAD = 8;

export function TrendChart({ points }: { points: TrendPoint[] }) {
  if (!points.length) return <p class="home-trend__empty">暂无收益数据</p>;
  const max = Math.max(...points.map((p) => p.amountFen));
  const scale = Math.max(max, 1); // all-zero days draw a flat line at the bottom
  const step = points.length > 1 ? (W - PAD * 2) / (points.length - 1) : 0;
  const xy = points.map((p, i) => [PAD + i * step, H - PAD - ((H - PAD * 2) * p.amountFen) / scale] as const);
  const line = xy.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');
  const area = `M${PAD},${H - PAD} L${line.replace(/ /g, ' L')} L${xy[xy.length - 1][0].toFixed(1)},${H - PAD} Z`;
  const total = points.reduce((s, p) => s + p.amountFen, 0);
  const label = (d: string) => d.slice(5).replace('-', '/');
  const mid = points[Math.floor(points.length / 2)];
  return (
    <figure class="home-trend__chart">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={`共 ${points.length} 天收益合计 ${formatYuan(total)} 元，最高 ${formatYuan(max)} 元`}
      >
        <defs>
          <linearGradient id="trend-fill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stop-color="#1677ff" stop-opacity=".28" />
            <stop offset="1" stop-color="#1677ff" stop-opacity="0" />
          </linearGradient>
        </defs>
        <path d={area} fill="url(#trend-fill)" />
        <polyline points={line} fill="none" stroke="#1677ff" stroke-width="2" stroke-linejoin="round" />
      </svg>
      <figcaption class="home-trend__axis">
        <span>{label(points[0].date)}</span>
        <span>{label(mid.date)}</span>
        <span>{label(points[points.length - 1].date)}</span>
      </figcaption>
    </figure>
  );
}
