/** Loads the users forms' schema when a form is first reached for (decision 0010): never on first load. */
export const loadUsersSchema = () => import("~/lib/validation/users").then((module) => module.usersSchema);
