import { ButtonLink } from '@/components/ui/ButtonLink';
import { talentNetworkLink as copy } from '@/content/talent-network-link';
import clsx from 'clsx';

type Props = {
  /** The sentence before the button (default: the pitch for a visitor no role fits). */
  text?: string;
  className?: string;
};

/** Where no role fits: a sentence and the way into the talent network. */
export function TalentNetworkPrompt({ text = copy.pitch, className }: Props) {
  return (
    <div
      className={clsx(
        'rounded-card border border-navy-100 bg-navy-50 p-6 sm:flex sm:items-center sm:justify-between sm:gap-6',
        className,
      )}
    >
      <p className="text-ink">{text}</p>
      <ButtonLink href={copy.href} variant="primary" className="mt-4 shrink-0 sm:mt-0">
        {copy.label}
      </ButtonLink>
    </div>
  );
}
