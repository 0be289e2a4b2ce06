// Written by its owner next; the route table names this module already.
export async function loader(): Promise<never> {
  throw new Response("Not Found", { status: 404 });
}
