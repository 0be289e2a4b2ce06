import { Form, useNavigation } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import type { TextEntryId } from "~/lib/texts/model";

/**
 * A one-button form of an entry's page (restore the shipped text, still correct, restore a version):
 * the entry and what the intent needs as hidden fields. `context` completes the button's name for
 * screen readers, where several such buttons share the page ("… Spanish").
 */
export function EntryButton({
  entry,
  intent,
  fields,
  label,
  context,
}: {
  entry: TextEntryId;
  intent: string;
  fields: Record<string, string>;
  label: string;
  context?: string;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === intent &&
    Object.entries(fields).every(([name, value]) => navigation.formData?.get(name) === value);
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="namespace" value={entry.namespace} />
      <input type="hidden" name="key" value={entry.key} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        name="intent"
        value={intent}
        disabled={busy}
        className={buttonClasses("outline", "sm", "whitespace-nowrap disabled:cursor-wait")}
      >
        {label}
        {context ? <span className="sr-only">{` (${context})`}</span> : null}
      </button>
    </Form>
  );
}
