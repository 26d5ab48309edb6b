// 签名板: a full-screen board for the partner's handwritten signature (across the long side of
// an upright phone); 确认 uploads it and goes on to 签约 with it.
import { navigate } from '../../../../app/navigation';
import { LoadState } from '../../../../ui/LoadState';
import { saveDraft } from '../../draft';
import { stepUrl } from '../../steps';
import { type StepPageProps, useSigningStep } from '../../useSigningStep';
import { SignatureCanvas } from './SignatureCanvas';
import '../../flow.css';
import './signatureBoard.css';

export default function SignatureBoardPage({ query }: StepPageProps) {
  const { applyId, application } = useSigningStep('board', query);

  function uploaded(url: string) {
    saveDraft({ signature: { applyId, url } });
    navigate(stepUrl('sign', applyId));
  }

  return (
    <LoadState resource={application} failedText="签约申请加载失败">
      {() => <SignatureCanvas applyId={applyId} onUploaded={uploaded} />}
    </LoadState>
  );
}
