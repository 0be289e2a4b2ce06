import { Form } from "react-router";
import { type ButtonVariant, buttonClasses } from "~/components/ui/button";

/** A one-click intent of the campaign page (unschedule, pause, resume): a form of one button. */
export function IntentButton({
  intent,
  label,
  variant = "secondary",
}: {
  intent: string;
  label: string;
  variant?: ButtonVariant;
}) {
  return (
    <Form method="post">
      <button type="submit" name="intent" value={intent} className={buttonClasses(variant)}>
        {label}
      </button>
    </Form>
  );
}
