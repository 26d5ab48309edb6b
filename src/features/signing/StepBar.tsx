// The progress row over the flow's pages: where the partner is among the five steps.
import './flow.css';

const NAMES = ['选择区域', '阅读说明', '确认权益', '手写签名', '短信确认'];

export function StepBar({ current }: { current: number }) {
  return (
    <ol class="sign-steps" aria-label="签约步骤">
      {NAMES.map((name, i) => (
        <li
          key={name}
          class={i < current ? 'is-done' : i === current ? 'is-current' : ''}
          aria-current={i === current ? 'step' : undefined}
        >
          <i aria-hidden="true">{i + 1}</i>
          {/* an element, not a bare text: a kernel without flex gap spaces it with a margin */}
          <span>{name}</span>
        </li>
      ))}
    </ol>
  );
}
