// The wallet summary: balance, withdrawable, frozen and today/month/total earnings, in yuan
// from integer fen, with the way to withdraw. Figures kept from an earlier visit say so, and a
// refresh that failed says that, with one 重新加载 (the page shows it here, so it is not toasted).
import type { Wallet } from '../../../../api/types';
import { formatYuan } from '../../../../lib/money';
import { PAGE } from '../../../../app/paths';

interface WalletCardProps {
  wallet: Wallet | null;
  /** when the figures shown were answered, if they are kept from an earlier visit */
  keptAt: number | null;
  enterprise: boolean;
  /** why the last load of the figures failed, while they are not this visit's */
  failed?: string | null;
  onRetry?: () => void;
}

export function WalletCard({ wallet, keptAt, enterprise, failed, onRetry }: WalletCardProps) {
  const y = (fen: number | undefined) => (wallet ? formatYuan(fen) : '--');
  return (
    <section class="home-wallet" aria-label="钱包">
      {/* no figures yet (right after login): the app's loading mark, not a bare '--' that reads as final */}
      {!wallet && !failed && <div class="app-loading-bar" role="progressbar" aria-label="钱包加载中" />}
      {failed ? (
        <p class="home-wallet__failed" role="alert">
          <span>
            {wallet ? '更新失败，显示的是上次的数据' : '钱包加载失败'}：{failed}
          </span>
          <button type="button" class="home-wallet__retry" onClick={onRetry}>
            重新加载
          </button>
        </p>
      ) : (
        wallet &&
        keptAt !== null && (
          // offline they stay until the phone is back online, which refreshes them (the page listens)
          <p class="home-wallet__kept" role="status">
            {navigator.onLine ? '正在更新，' : '离线，'}显示的是上次的数据
          </p>
        )
      )}
      <div class="home-wallet__main">
        <div>
          <p class="home-wallet__label">可提现（元）</p>
          <p class="home-wallet__amount">{y(wallet?.withdrawableFen)}</p>
        </div>
        <a class="home-wallet__withdraw" href={enterprise ? `#${PAGE.enterpriseWithdraw}` : `#${PAGE.withdraw}`}>
          提现
        </a>
      </div>
      <dl class="home-wallet__figures">
        <div>
          <dt>账户余额</dt>
          <dd>{y(wallet?.balanceFen)}</dd>
        </div>
        <div>
          <dt>冻结中</dt>
          <dd>{y(wallet?.frozenFen)}</dd>
        </div>
        <div>
          <dt>今日收益</dt>
          <dd>{y(wallet?.todayProfitFen)}</dd>
        </div>
        <div>
          <dt>本月收益</dt>
          <dd>{y(wallet?.monthProfitFen)}</dd>
        </div>
        <div>
          <dt>累计收益</dt>
          <dd>{y(wallet?.totalProfitFen)}</dd>
        </div>
      </dl>
    </section>
  );
}
