// 问题描述: the text with its live counter (an emoji counts as one) and its error, rendered on its
// own as the user types. Checked on submit, not on leaving: a half-written report is not an error.
import { FEEDBACK_MAX_CHARS } from '../../../../api/feedback';
import { charCount } from '../../../../lib/validators/clean';
import type { FormField } from '../../../../ui/useForm';
import { useValueOf } from '../../../../ui/useValueOf';

export function ContentBox({ value, error, onInput, inputRef }: FormField<string>) {
  const text = useValueOf(value);
  const problem = useValueOf(error);
  const count = charCount(text);
  return (
    <div class="feedback__box">
      <label for="feedback-content" class="feedback__label">
        问题描述
      </label>
      <textarea
        id="feedback-content"
        ref={inputRef}
        class="feedback__text"
        rows={6}
        placeholder="请详细描述您遇到的问题或建议，便于我们尽快处理"
        value={text}
        aria-invalid={!!problem || undefined}
        aria-describedby="feedback-count feedback-content-error"
        onInput={(e) => onInput(e.currentTarget.value)}
      />
      <p id="feedback-count" class={`feedback__count${count > FEEDBACK_MAX_CHARS ? ' feedback__count--over' : ''}`}>
        {count}/{FEEDBACK_MAX_CHARS}
      </p>
      {problem && (
        <p id="feedback-content-error" class="feedback__error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
