/** The migrated, seeded database every integration test file copies. */
export const TEMPLATE_DATABASE = 'kcal_template'
