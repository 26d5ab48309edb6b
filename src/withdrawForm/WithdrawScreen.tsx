// A whole withdraw page: loading, the load failure with retry, the form, then the success state.
import { Skeleton } from '../ui/Skeleton';
import { Empty } from '../ui/Empty';
import { Button } from '../ui/Button';
import { WithdrawForm, type WithdrawFormProps } from './WithdrawForm';
import { WithdrawSuccess } from './WithdrawSuccess';
import './withdraw.css';

export function WithdrawScreen(props: WithdrawFormProps) {
  const s = props.state;
  if (s.done) return <WithdrawSuccess withdrawal={s.done} />;
  if (s.loadFailed) {
    return (
      <Empty text="提现信息加载失败，请检查网络后重试">
        <Button variant="primary" onClick={s.reload}>
          重新加载
        </Button>
      </Empty>
    );
  }
  if (!s.setup) return <Skeleton rows={5} title />;
  return <WithdrawForm {...props} />;
}
