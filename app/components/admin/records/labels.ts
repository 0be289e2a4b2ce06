import { useTranslation } from "react-i18next";

/**
 * Labels of the stored ids, from the dictionaries of the forms that stored them (`contact` for
 * partnership requests, `foundation` for volunteers and pledges). An id no dictionary knows (older
 * data, a hand-edited row) shows as stored rather than as a made-up title.
 */
export function useRecordLabels() {
  const { t, i18n } = useTranslation("admin-records");
  const label = (key: string, value: string) => (value && i18n.exists(key) ? t(key) : value);
  return {
    organizationType: (id: string) => label(`contact:partnership.options.organizationType.${id}`, id),
    placementType: (id: string) => label(`contact:partnership.options.placementType.${id}`, id),
    position: (id: string) => label(`contact:partnership.options.positions.${id}`, id),
    country: (id: string) => label(`contact:countries.${id}`, id),
    program: (id: string) => label(`foundation:programs.${id}.title`, id),
    interest: (id: string) => label(`foundation:volunteer.roles.${id}.title`, id),
    availability: (id: string) => label(`foundation:volunteer.form.availabilityOptions.${id}`, id),
    language: (code: string) => label(`admin-records:languages.${code}`, code),
    partnershipStatus: (status: string) => label(`admin-records:partnershipStatus.${status}`, status),
    donationStatus: (status: string) => label(`admin-records:donationStatus.${status}`, status),
  };
}
