/**
 * Spec section 1: the team directory has eleven members. The people are invented; their portraits
 * are abstract illustrations under public/images/team. Position and bio live with the About pages,
 * the only ones that show them: `about:team.members.<id>.position` / `.bio`.
 */
import type { TeamMember } from "./types";

const member = (id: string, name: string): TeamMember => ({
  id,
  name,
  image: `/images/team/${id}.svg`,
  social: { linkedin: `https://www.linkedin.com/in/${id}-crestway` },
});

export const teamMembers: TeamMember[] = [
  member("amara-okafor", "Amara Okafor"),
  member("daniel-mwangi", "Daniel Mwangi"),
  member("grace-asante", "Grace Asante"),
  member("thandiwe-nkosi", "Thandiwe Nkosi"),
  member("samuel-adeyemi", "Samuel Adeyemi"),
  member("esther-wanjiru", "Esther Wanjiru"),
  member("michael-brennan", "Michael Brennan"),
  member("fatima-benali", "Fatima Benali"),
  member("joseph-uwimana", "Joseph Uwimana"),
  member("lauren-whitaker", "Lauren Whitaker"),
  member("kwame-boateng", "Kwame Boateng"),
];
