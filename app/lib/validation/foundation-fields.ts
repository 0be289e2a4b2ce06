/**
 * Fields shared by the foundation's volunteer and donation forms. Messages are i18n keys of the
 * `foundation` namespace.
 */
import { FOUNDATION_MESSAGE_MAX_LENGTH, FULL_NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from "./limits";
import { emailAddress, optionalPhone, optionalText, requiredText } from "./rules";

export const errorKey = (name: string) => `foundation:form.errors.${name}` as const;

export const foundationContactFields = {
  fullName: requiredText(FULL_NAME_MAX_LENGTH, {
    required: errorKey("fullNameRequired"),
    tooLong: errorKey("fullNameTooLong"),
  }),
  email: emailAddress({ required: errorKey("emailRequired"), invalid: errorKey("emailInvalid") }),
  phone: optionalPhone(PHONE_MAX_LENGTH, errorKey("phoneInvalid")),
};

export const optionalFoundationMessage = () => optionalText(FOUNDATION_MESSAGE_MAX_LENGTH, errorKey("messageTooLong"));
