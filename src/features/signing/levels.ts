// The levels a partner signs for: their names, the region each takes and what each brings.
import { LEVEL_NAMES } from '../../api/levels';
import { SIGN_LEVELS, type SignLevel } from '../../api/limits';

/** The levels worth signing for: only those above the partner's own. */
export const levelsAbove = (roleLevel: number): SignLevel[] => SIGN_LEVELS.filter((l) => l > roleLevel);

export const isSignLevel = (v: unknown): v is SignLevel => SIGN_LEVELS.includes(v as SignLevel);

/** A provincial director signs for a province, a municipal one for a city. */
export const regionKind = (level: SignLevel): 'province' | 'city' => (level === 30 ? 'province' : 'city');

/** What 确认权益 lists for each level (the rules of the partner programme). */
export const BENEFITS: Record<SignLevel, string[]> = {
  20: ['所辖城市门店流水 3% 分成', '团队业绩奖励，按月结算', '季度评优奖金', '城市内新开门店优先对接'],
  30: ['所辖省份门店流水 2% 分成', '市级总监培养奖励', '年度分红', '省内招商与培训支持'],
};

export const levelName = (level: number): string => (isSignLevel(level) ? LEVEL_NAMES[level] : '代理');
