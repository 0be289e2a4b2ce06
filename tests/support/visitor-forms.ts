/** Valid fields of each visitor form, as a browser posts them (before the form's schema reads them). */
export const CONTACT_FORM = {
  name: "Amina Otieno",
  email: "amina@lakeside.test",
  subject: "Seasonal housekeeping",
  message: "We need 12 attendants from June.",
};

export const PARTNERSHIP_FORM = {
  organization: "Lakeside Lodge",
  contact_name: "Amina Otieno",
  email: "Amina@Lakeside.test",
  phone: "+254 700 000 000",
  organization_type: "safariLodge",
  country: "ke",
  placement_type: "seasonal",
  positions: ["housekeepingAttendants", "laundry"],
  headcount: "12",
  start_date: "2027-06-01",
  message: "Peak season support.",
};

export const VOLUNTEER_FORM = {
  fullName: "Kofi Mensah",
  email: "kofi@volunteer.test",
  phone: "",
  country: "Ghana",
  interests: ["mentoring"],
  availability: "weekly",
  message: "I mentor young hotel staff in Accra.",
};

export const DONATION_FORM = {
  amount: "250",
  program: "scholarships",
  fullName: "Grace Njeri",
  email: "grace@donor.test",
  phone: "",
  message: "",
};
