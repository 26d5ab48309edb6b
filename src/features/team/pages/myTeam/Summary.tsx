// The team's figures: total, new this month, sales, and a chip per level that filters the list.
import type { TeamSummary } from '../../../../api/types';
import { formatYuan, formatYuanCompact } from '../../../../lib/money';
import type { MemberLevel } from '../../../../api/levels';

export interface SummaryProps {
  summary: TeamSummary;
  level: MemberLevel | 0;
  onLevel: (level: MemberLevel | 0) => void;
}

export function Summary({ summary, level, onLevel }: SummaryProps) {
  return (
    <section class="team-sum" aria-label="团队概况">
      <div class="team-sum__figures">
        <p>
          <strong>{summary.total}</strong>
          <span>团队总人数</span>
        </p>
        <p>
          <strong>{summary.newThisMonth}</strong>
          <span>本月新增</span>
        </p>
        <p>
          <strong title={formatYuan(summary.salesFen)}>{formatYuanCompact(summary.salesFen)}</strong>
          <span>团队销售额（元）</span>
        </p>
      </div>
      <div class="team-sum__chips">
        {summary.byLevel.map((l) => (
          <button
            key={l.level}
            type="button"
            class="team-sum__chip"
            aria-pressed={level === l.level}
            onClick={() => onLevel(level === l.level ? 0 : (l.level as MemberLevel))}
          >
            {l.levelName} {l.count}
          </button>
        ))}
      </div>
    </section>
  );
}
