// A whole withdraw page: loading, the load failure with retry, the form, then the success state.
import { Skeleton } from '../../../ui/Skeleton';
import { LoadState } from '../../../ui/LoadState';
import { WithdrawForm, type WithdrawFormProps } from './WithdrawForm';
import { WithdrawSuccess } from './WithdrawSuccess';
import './withdraw.css';

export function WithdrawScreen(props: WithdrawFormProps) {
  const s = props.state;
  if (s.done) return <WithdrawSuccess withdrawal={s.done} />;
  return (
    <LoadState resource={s.setup} failedText="提现信息加载失败" skeleton={<Skeleton rows={5} title />}>
      {() => <WithdrawForm {...props} />}
    </LoadState>
  );
}
