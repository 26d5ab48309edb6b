// The earnings trend as a small inline SVG (no chart library): the period and its total above,
// an area under a line with its scale on the left (0, half, the top) and dates under it; a tap on
// a day shows that day's amount. Each day is a column of the plot, so a tap anywhere in the
// column picks it and the point sits in its middle.
import { useState } from 'react';
import type { TrendPoint } from '../../../../api/wallet';
import { formatYuan } from '../../../../lib/money';
import { Empty } from '../../../../ui/Empty';

const W = 300;
const H = 120;
const PAD = 10;

/** The top of the scale: the peak rounded up to 1, 2 or 5 times a power of ten yuan. */
export function axisTopFen(peakFen: number): number {
  const peakYuan = Math.max(peakFen, 1) / 100;
  const power = 10 ** Math.floor(Math.log10(peakYuan));
  const step = [1, 2, 5, 10].find((m) => m * power >= peakYuan) ?? 10;
  return Math.round(step * power * 100);
}

const axisYuan = (fen: number) => formatYuan(fen).replace(/\.00$/, '');
const day = (date: string) => date.slice(5).replace('-', '/');

export function TrendChart({ points }: { points: TrendPoint[] }) {
  const [chosen, choose] = useState<number | null>(null);
  if (!points.length) return <Empty text="这段时间还没有收益" />;
  const total = points.reduce((s, p) => s + p.amountFen, 0);
  const peak = Math.max(...points.map((p) => p.amountFen));
  const top = axisTopFen(peak);
  const x = (i: number) => ((i + 0.5) * W) / points.length;
  const y = (fen: number) => H - PAD - ((H - PAD * 2) * fen) / top;
  const xy = points.map((p, i) => `${x(i).toFixed(1)},${y(p.amountFen).toFixed(1)}`);
  const area = `M${x(0).toFixed(1)},${H - PAD}L${xy.join('L')}L${x(points.length - 1).toFixed(1)},${H - PAD}Z`;
  const picked = chosen === null ? null : points[chosen];
  const first = points[0].date;
  const last = points[points.length - 1].date;
  return (
    <figure class="home-trend__chart">
      <p class="home-trend__sum">
        <span>
          {day(first)} – {day(last)} 合计
        </span>
        <strong>¥{formatYuan(total)}</strong>
      </p>
      <div class="home-trend__plot">
        <div class="home-trend__scale" aria-hidden="true">
          <span style={{ top: `${(PAD / H) * 100}%` }}>{axisYuan(top)}</span>
          <span style={{ top: '50%' }}>{axisYuan(top / 2)}</span>
          <span style={{ top: `${((H - PAD) / H) * 100}%` }}>0</span>
        </div>
        <div class="home-trend__area">
          <svg
            viewBox={`0 0 ${W} ${H}`}
            role="img"
            aria-label={`${points.length} 天收益合计 ${formatYuan(total)} 元，最高 ${formatYuan(peak)} 元`}
          >
            <path class="home-trend__grid" d={`M0 ${PAD}H${W}M0 ${H / 2}H${W}M0 ${H - PAD}H${W}`} />
            <path d={area} fill="#0d66d9" fill-opacity=".14" />
            <polyline points={xy.join(' ')} fill="none" stroke="#0d66d9" stroke-width="2" stroke-linejoin="round" />
            {picked && chosen !== null && (
              <>
                <path class="home-trend__guide" d={`M${x(chosen)} ${PAD}V${H - PAD}`} />
                <circle cx={x(chosen)} cy={y(picked.amountFen)} r="5" fill="#0d66d9" stroke="#fff" stroke-width="2" />
              </>
            )}
          </svg>
          <div class="home-trend__days">
            {points.map((p, i) => (
              <button
                key={p.date}
                type="button"
                aria-pressed={chosen === i}
                aria-label={`${day(p.date)} 收益 ${formatYuan(p.amountFen)} 元`}
                onClick={() => choose(chosen === i ? null : i)}
              />
            ))}
          </div>
        </div>
      </div>
      <figcaption class="home-trend__axis">
        <span>{day(first)}</span>
        <span>{day(points[Math.floor(points.length / 2)].date)}</span>
        <span>{day(last)}</span>
      </figcaption>
      <p class="home-trend__tip" aria-live="polite">
        {picked ? (
          <>
            {day(picked.date)} 收益 <strong>¥{formatYuan(picked.amountFen)}</strong>
          </>
        ) : (
          '点按图中某一天，查看当天收益'
        )}
      </p>
    </figure>
  );
}
