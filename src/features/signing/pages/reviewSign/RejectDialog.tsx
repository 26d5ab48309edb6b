// 驳回: the reason the applicant will read, required, at most 200 characters (with a counter).
import { useState } from 'react';
import { Dialog } from '../../../../ui/dialog';
import { Field } from '../../../../ui/Field';
import { charCount, charProblem, stripInvisible } from '../../../../lib/validators/clean';

export const REASON_MAX = 200;

/** resolves with an error to show under the field, or nothing when done */
export type RejectSubmit = (reason: string) => Promise<string | undefined>;

interface Props {
  applicant: string;
  onSubmit: RejectSubmit;
  onClose: () => void;
}

export function RejectDialog({ applicant, onSubmit, onClose }: Props) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');

  async function submit() {
    const text = stripInvisible(reason, { multiline: true }).trim();
    if (!text) return setError('请填写驳回原因，申请人会看到它');
    const hidden = charProblem(text, '驳回原因', { multiline: true });
    if (hidden) return setError(hidden);
    if (charCount(text) > REASON_MAX) return setError(`驳回原因最多 ${REASON_MAX} 个字`);
    setError((await onSubmit(text)) ?? '');
  }

  return (
    <Dialog
      open
      title={`驳回${applicant}的申请`}
      confirmText="驳回"
      cancelText="取消"
      danger
      onConfirm={submit}
      onCancel={onClose}
    >
      <Field
        label="驳回原因"
        multiline
        maxLength={REASON_MAX}
        placeholder="请写明驳回原因，如：签名不清晰，请重新签署"
        value={reason}
        error={error}
        onInput={(v) => {
          setReason(v);
          if (error) setError('');
        }}
      />
    </Dialog>
  );
}
