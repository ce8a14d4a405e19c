CREATE TABLE "job_run" (
	"name" varchar(64) PRIMARY KEY NOT NULL,
	"last_run_at" timestamp with time zone NOT NULL,
	"result" jsonb
);
