/**
 * The staff console's accounts (issue 18, docs/console.md): staff are not customers. They have
 * their own table, sessions, one-time enrolment links and recovery codes, and every change made in
 * the console is a row of `staff_audit_log`, which a trigger (migration 0021) keeps
 * append-only: UPDATE, DELETE and TRUNCATE are refused by the database itself.
 *
 * A staff member is never deleted, only removed (`removed_at`): the audit log keeps pointing at them.
 */
import { sql } from 'drizzle-orm'
import { bigint, bigserial, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

export const staffMembers = pgTable(
	'staff_members',
	{
		id: serial('id').primaryKey(),
		/** Lower-case; a staff member's e-mail may also be a customer's, the two accounts stay apart. */
		email: text('email').notNull(),
		name: text('name').notNull(),
		/** owner, manager, kitchen, dispatch, support (domain/console-permissions.ts). */
		role: text('role').notNull(),
		/** The console's language for this person: en or ar (docs/console.md). */
		locale: text('locale').notNull().default('en'),
		/** scrypt, as customers' (server/auth/passwords.ts); null until enrolled. */
		passwordHash: text('password_hash'),
		/** The TOTP secret (Base32) the authenticator app holds; null until enrolled. */
		totpSecret: text('totp_secret'),
		/** The last accepted code's time step: a code is accepted once (replay). */
		totpLastStep: bigint('totp_last_step', { mode: 'number' }),
		enrolledAt: timestamp('enrolled_at', { withTimezone: true }),
		removedAt: timestamp('removed_at', { withTimezone: true }),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(table) => [
		uniqueIndex('staff_members_email').on(table.email),
		check('staff_members_role', sql`${table.role} in ('owner', 'manager', 'kitchen', 'dispatch', 'support')`),
		check('staff_members_locale', sql`${table.locale} in ('en', 'ar')`),
	],
)

export const staffSessions = pgTable(
	'staff_sessions',
	{
		/** SHA-256 of the token, base64url: the token itself is only in the staff member's cookie. */
		id: text('id').primaryKey(),
		staffId: integer('staff_id')
			.notNull()
			.references(() => staffMembers.id),
		/** The sooner of the idle limit and the absolute limit (server/console/staff-sessions.ts). */
		expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
		lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
		userAgent: text('user_agent'),
	},
	(table) => [index('staff_sessions_staff').on(table.staffId), index('staff_sessions_expires').on(table.expiresAt)],
)

/** One-time links that let a new staff member set a password and enrol their authenticator. */
export const staffEnrolmentLinks = pgTable(
	'staff_enrolment_links',
	{
		/** SHA-256 of the token in the link. */
		id: text('id').primaryKey(),
		staffId: integer('staff_id')
			.notNull()
			.references(() => staffMembers.id),
		/** The secret the enrolment page shows, made at the first visit so a reload shows the same code. */
		pendingTotpSecret: text('pending_totp_secret'),
		expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
		usedAt: timestamp('used_at', { withTimezone: true }),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(table) => [index('staff_enrolment_links_staff').on(table.staffId)],
)

/** Ten per enrolment, shown once; SHA-256 of each (they are long random codes, not passwords). */
export const staffRecoveryCodes = pgTable(
	'staff_recovery_codes',
	{
		id: serial('id').primaryKey(),
		staffId: integer('staff_id')
			.notNull()
			.references(() => staffMembers.id),
		codeHash: text('code_hash').notNull(),
		usedAt: timestamp('used_at', { withTimezone: true }),
		createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
	},
	(table) => [uniqueIndex('staff_recovery_codes_code').on(table.staffId, table.codeHash)],
)

/** Append-only: who did what when, with the record before and after. */
export const staffAuditLog = pgTable(
	'staff_audit_log',
	{
		id: bigserial('id', { mode: 'number' }).primaryKey(),
		at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
		/** Null for the command line (`npm run staff:create`). */
		staffId: integer('staff_id').references(() => staffMembers.id),
		/** The actor's e-mail at the time, or "command line". */
		actor: text('actor').notNull(),
		/** What was done, e.g. staff.invite (domain/console-audit.ts). */
		action: text('action').notNull(),
		/** What it was done to, e.g. staff:12. */
		subject: text('subject').notNull(),
		before: jsonb('before'),
		after: jsonb('after'),
	},
	(table) => [index('staff_audit_log_at').on(table.at), index('staff_audit_log_staff').on(table.staffId), index('staff_audit_log_action').on(table.action)],
)
