import type { OpeningDraft } from "~/lib/careers";

/** A day `days` after today (UTC), as the opening forms post it. */
export function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A seasonal housekeeping opening in Mombasa, in three languages, that tests adjust. */
export function seasonalDraft(changes: Partial<OpeningDraft> = {}): OpeningDraft {
  return {
    content: {
      en: {
        title: "Room attendant, beach resort",
        employerDescription: "A five-star beach resort on the Kenyan coast",
        description: "Turn **rooms** to brand standard.\n\n- Linen\n- Minibar",
        duties: "Clean 14 rooms a shift.",
        requirements: "One season of hotel housekeeping.",
      },
      es: {
        title: "Camarera de pisos, resort de playa",
        employerDescription: "Un resort de playa de cinco estrellas en la costa de Kenia",
        description: "Habitaciones al estándar de la marca.",
        duties: "",
        requirements: "",
        upToDate: false,
      },
      fr: {
        title: "Femme de chambre, hôtel-club",
        employerDescription: "Un hôtel-club cinq étoiles sur la côte kényane",
        description: "Des chambres au standard de la marque.",
        duties: "",
        requirements: "",
        upToDate: false,
      },
    },
    position: "housekeepingAttendants",
    placement: "seasonal",
    country: "ke",
    city: "mombasa",
    employerName: null,
    housing: true,
    meals: true,
    transport: false,
    pay: { min: 450, max: 600, currency: "USD", unit: "month" },
    startDate: dayFromToday(20),
    seasonEnd: dayFromToday(140),
    peopleWanted: 6,
    closesOn: dayFromToday(10),
    questions: [
      { kind: "yesNo", prompt: { en: "Can you work night shifts?" }, choices: { en: [] }, disqualifying: ["no"] },
      {
        kind: "choice",
        prompt: { en: "How many seasons have you worked?", fr: "Combien de saisons avez-vous faites ?" },
        choices: { en: ["None", "One", "Two or more"], fr: ["Aucune", "Une", "Deux ou plus"] },
        disqualifying: ["0"],
      },
      { kind: "text", prompt: { en: "Which languages do you speak?" }, choices: { en: [] }, disqualifying: [] },
    ],
    ...changes,
  };
}

/** A long-term stewarding opening in Accra with its employer named and no pay given. */
export function longTermDraft(changes: Partial<OpeningDraft> = {}): OpeningDraft {
  return seasonalDraft({
    position: "stewarding",
    placement: "longTerm",
    seasonEnd: null,
    country: "gh",
    city: "accra",
    employerName: "Kempinski Accra",
    pay: null,
    ...changes,
  });
}
