// A bank's round logo: its image when the bank list gave one, else the first character of its name.
import './BankLogo.css';

export function BankLogo({ name, logo }: { name: string; logo?: string }) {
  return logo ? (
    <img class="bank-logo" src={logo} alt="" width={36} height={36} loading="lazy" />
  ) : (
    <span class="bank-logo bank-logo--text" aria-hidden="true">
      {name.replace(/^中国/, '').slice(0, 1)}
    </span>
  );
}
