import type { CreateTableBuilder, Kysely } from "kysely";
import { CLIENTS, FAQ, SOCIAL_LINKS, STATISTICS, TEAM, TESTIMONIALS } from "./0008_content_seed";
import type { MigrationContext } from "./context";

/**
 * The content staff edit (decision 0011): one table per kind, each row's translatable
 * text in one JSON column `{ en: {...}, es: {...}, fr: {...} }`. Seeded with what the site showed.
 */
export async function up(db: Kysely<unknown>, { nowDefault }: MigrationContext): Promise<void> {
  // The columns every kind shares: a stable text id (today's ids name anchors and test ids), the
  // translations, the order and the hidden flag.
  const common = <T extends string>(table: CreateTableBuilder<T, never>) =>
    table
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("translations", "text", (c) => c.notNull().defaultTo("{}"))
      .addColumn("sort_order", "integer", (c) => c.notNull())
      .addColumn("hidden", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "text", (c) => c.notNull().defaultTo(nowDefault))
      .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(nowDefault));
  // A picture is a static file of the seeded art or an uploaded image (the images table comes later).
  const image = <T extends string>(table: CreateTableBuilder<T, never>) =>
    table.addColumn("image_path", "text").addColumn("image_id", "integer");

  await image(common(db.schema.createTable("team_members")))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("linkedin_url", "text")
    .execute();
  await image(common(db.schema.createTable("testimonials"))).execute();
  await image(common(db.schema.createTable("clients")))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("website_url", "text")
    .addColumn("on_home", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await common(db.schema.createTable("statistics")).execute();
  await common(db.schema.createTable("faq_entries")).execute();

  const table = (name: string) => (db as Kysely<Record<string, Record<string, unknown>>>).insertInto(name);
  // Every item in the order shown today.
  const row = ({ id, text }: { id: string; text: unknown }, index: number) => ({
    id,
    translations: JSON.stringify(text),
    sort_order: index + 1,
  });

  await table("team_members")
    .values(
      TEAM.map((member, index) => ({
        ...row(member, index),
        name: member.name,
        image_path: member.imagePath,
        linkedin_url: member.linkedinUrl,
      })),
    )
    .execute();
  await table("testimonials").values(TESTIMONIALS.map(row)).execute();
  await table("clients")
    .values(
      CLIENTS.map((client, index) => ({
        ...row(client, index),
        name: client.name,
        image_path: client.imagePath,
        website_url: client.websiteUrl,
      })),
    )
    .execute();
  await table("statistics").values(STATISTICS.map(row)).execute();
  await table("faq_entries").values(FAQ.map(row)).execute();
  // Contact details are not seeded here: the migration cannot see the environment, so the server
  // writes its configured values at start when no row exists yet (services/content/site-details).
  await table("settings")
    .values({ key: "socialLinks", value: JSON.stringify(SOCIAL_LINKS) })
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["faq_entries", "statistics", "clients", "testimonials", "team_members"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await (db as Kysely<{ settings: { key: string } }>)
    .deleteFrom("settings")
    .where("key", "in", ["socialLinks", "contactDetails", "contentVersion"])
    .execute();
}
