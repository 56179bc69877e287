import { formShell } from '@/content/forms';
import { BOT_SIGNALS, type BotSignalFields } from '@/supabase/functions/_shared/core/rules.ts';

/**
 * A field people never see: off screen, hidden from screen readers, out of the tab order and
 * marked for no autofill. A person leaves it empty; a script that fills every input does not.
 */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        {formShell.honeypot}
        <input
          type="text"
          name={BOT_SIGNALS.honeypot}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </label>
    </div>
  );
}

/** The bot signals a form sends beside its payload (see BOT_SIGNALS). */
export function botSignals(form: HTMLFormElement): BotSignalFields {
  const data = new FormData(form);
  const signals: BotSignalFields = {
    referralCode: String(data.get(BOT_SIGNALS.honeypot) ?? ''),
    elapsedMs: Math.round(performance.now()),
  };
  // The Turnstile widget, when configured, adds its token to the form as this hidden input.
  const token = data.get('cf-turnstile-response');
  if (typeof token === 'string' && token !== '') signals.turnstileToken = token;
  return signals;
}
