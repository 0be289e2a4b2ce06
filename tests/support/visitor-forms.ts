/** Valid fields of each visitor form, as a browser posts them (before the form's schema reads them). */
export const CONTACT_FORM = {
  name: "Amina Otieno",
  email: "amina@lakeside.test",
  subject: "Seasonal housekeeping",
  message: "We need 12 attendants from June.",
};

/** A request for staff (decision 0038): two lines, 12 people in all, as the form posts its lines. */
export const PARTNERSHIP_FORM = {
  organization: "Lakeside Lodge",
  organization_type: "safariLodge",
  contact_name: "Amina Otieno",
  email: "Amina@Lakeside.test",
  phone: "+254 700 000 000",
  country: "ke",
  city: "Nanyuki",
  "lines[0].position": "housekeepingAttendants",
  "lines[0].headcount": "10",
  "lines[0].placement": "seasonal",
  "lines[0].start_date": "2027-06-01",
  "lines[0].end_date": "2027-09-30",
  "lines[0].duration_weeks": "",
  "lines[0].shift": "day",
  "lines[1].position": "laundry",
  "lines[1].headcount": "2",
  "lines[1].placement": "seasonal",
  "lines[1].start_date": "2027-05-15",
  "lines[1].end_date": "",
  "lines[1].duration_weeks": "16",
  "lines[1].shift": "rotating",
  languages: ["en", "sw"],
  housing: "on",
  plan: "elite",
  message: "Peak season support.",
};

/** The tables a stored request writes besides its row, children first: what a test empties before the requests. */
export const REQUEST_CHILD_TABLES = ["staff_request_events", "client_tokens", "staff_request_lines"] as const;

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
