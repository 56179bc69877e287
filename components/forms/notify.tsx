import toast from 'react-hot-toast';

/** A toast's two lines: a bold title and its description. */
function ToastBody({ title, description }: { title: string; description: string }) {
  return (
    <span className="flex flex-col gap-0.5 text-left">
      <strong className="font-semibold">{title}</strong>
      <span>{description}</span>
    </span>
  );
}

export function notifySuccess(title: string, description: string): void {
  toast.success(<ToastBody title={title} description={description} />, {
    ariaProps: { role: 'status', 'aria-live': 'polite' },
  });
}

/** The destructive toast: red, announced assertively. */
export function notifyError(title: string, description: string): void {
  toast.error(<ToastBody title={title} description={description} />, {
    className: '!bg-red-700 !text-white',
    iconTheme: { primary: '#ffffff', secondary: '#b91c1c' },
    ariaProps: { role: 'alert', 'aria-live': 'assertive' },
  });
}
