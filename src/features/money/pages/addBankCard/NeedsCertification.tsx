// 添加银行卡 before the certification it needs: what is missing and why, and the way to
// 身份认证, which brings the partner back here once passed.
import type { BankCardKind } from '../../../../api/types';
import { realNameRequired } from '../../../../api/errors';
import { navigate, withQuery } from '../../../../app/navigation';
import { PAGE } from '../../../../app/paths';
import { Button } from '../../../../ui/Button';
import { Empty } from '../../../../ui/Empty';

export function NeedsCertification({ kind, here }: { kind: BankCardKind; here: string }) {
  const company = kind === 'company';
  return (
    <div role="alert">
      <Empty
        kind="permission"
        text={
          company
            ? '添加对公账户前请先完成企业实名认证，账户户名须与认证的企业名称一致'
            : `${realNameRequired('添加银行卡')}，银行卡须在本人名下，户名与实名一致`
        }
      >
        <Button variant="primary" onClick={() => navigate(withQuery(PAGE.withdrawalAuth, { redirect: here }))}>
          去身份认证
        </Button>
      </Empty>
    </div>
  );
}
