// The agreement checkbox of the login form, with links to the texts it refers to.
import { PAGE } from '../../../../app/paths';

interface Props {
  checked: boolean;
  error: string;
  onChange: (checked: boolean) => void;
}

export function Agreement({ checked, error, onChange }: Props) {
  return (
    <div class="login__agreement">
      <label class="login__check">
        <input
          type="checkbox"
          name="agreed"
          checked={checked}
          onChange={(e) => onChange(e.currentTarget.checked)}
          aria-describedby={error ? 'agreement-error' : undefined}
        />
        <span>我已阅读并同意</span>
      </label>
      <a href={`#${PAGE.agreement}?name=agreement`}>《用户协议》</a>和
      <a href={`#${PAGE.agreement}?name=privacy`}>《隐私政策》</a>
      {error && (
        <p id="agreement-error" class="login__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
