// 转账中转: the middle page of a shared link. It forwards at once by its query (target.ts), in
// place of itself so 返回 does not land here again; a link it cannot follow (a page that is not
// in the app, another site) gets a page of its own with 返回首页, never a silent jump.
import { useEffect } from 'react';
import { useLocation } from 'preact-iso/router';
import { PAGE } from '../../../../app/paths';
import { redirect, relaunch } from '../../../../app/navigation';
import { Empty } from '../../../../ui/Empty';
import { Button } from '../../../../ui/Button';
import { Loading } from '../../../../ui/Loading';
import { transferTarget } from './target';
import './oneClickTransfer.css';

export default function OneClickTransferPage() {
  const { query } = useLocation();
  const target = transferTarget(query);

  useEffect(() => {
    if (target) redirect(target);
  }, [target]);

  if (target) {
    return (
      <div class="transfer">
        <Loading>正在跳转...</Loading>
      </div>
    );
  }
  return (
    <div class="transfer" role="alert">
      <Empty
        kind="error"
        text="这个链接无法打开：链接不完整或指向的页面不在本应用中。请向发送链接的人确认，或返回首页。"
      >
        <Button variant="primary" onClick={() => relaunch(PAGE.home)}>
          返回首页
        </Button>
      </Empty>
    </div>
  );
}
