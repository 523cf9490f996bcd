CREATE TABLE "uploads" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"byte_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_key_check" CHECK ("uploads"."key" ~ '^[0-9a-f]{32}\.(jpg|png|gif|webp)$'),
	CONSTRAINT "uploads_content_type_check" CHECK ("uploads"."content_type" in ('image/jpeg', 'image/png', 'image/gif', 'image/webp')),
	CONSTRAINT "uploads_byte_size_check" CHECK ("uploads"."byte_size" = octet_length("uploads"."bytes"))
);
