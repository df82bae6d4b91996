// SPDX-License-Identifier: GPL-2.0
/*
 * Diagnostics. Text, as dtc prints them, one a line:
 *   FILE: /path/to/node: error: message [check-name]
 * JSON: one array of {"file","path","severity","check","message"}.
 */
#include <stdint.h>
#include <string.h>

#include "usbdt.h"

static const char *sev_name(enum usbdt_sev s)
{
	return s == SEV_ERROR ? "error" : "warning";
}

/* @s with control characters as \xNN (a terminal is no place for them) */
void usbdt_print_escaped(FILE *f, const char *s, size_t max)
{
	size_t i;

	for (i = 0; s[i] && i < max; i++) {
		if ((unsigned char)s[i] < 0x20 || s[i] == 0x7f)
			fprintf(f, "\\x%02x", (unsigned char)s[i]);
		else
			fputc(s[i], f);
	}
	if (s[i])
		fprintf(f, "... (%zu bytes)", strlen(s));
}

void usbdt_report_text(const struct usbdt_diag *d, void *arg)
{
	struct usbdt_text_out *t = arg;

	usbdt_print_escaped(t->f, d->file, SIZE_MAX);
	fputs(": ", t->f);
	usbdt_print_escaped(t->f, d->path, SIZE_MAX);
	fprintf(t->f, ": %s: ", sev_name(d->sev));
	usbdt_print_escaped(t->f, d->msg, SIZE_MAX);
	fprintf(t->f, " [%s]\n", d->check);
}

void usbdt_json_string(FILE *f, const char *s)
{
	const unsigned char *p = (const unsigned char *)s;

	fputc('"', f);
	for (; *p; p++) {
		if (*p == '"' || *p == '\\')
			fprintf(f, "\\%c", *p);
		else if (*p == '\n')
			fputs("\\n", f);
		else if (*p < 0x20 || *p == 0x7f)
			fprintf(f, "\\u%04x", *p);
		else if (*p >= 0x80)
			fprintf(f, "\\u%04x", *p);	/* bytes, not UTF-8 */
		else
			fputc(*p, f);
	}
	fputc('"', f);
}

void usbdt_json_begin(struct usbdt_json_out *j)
{
	j->n = 0;
	fputc('[', j->f);
}

void usbdt_json_end(struct usbdt_json_out *j)
{
	fputs(j->n ? "\n]\n" : "]\n", j->f);
}

void usbdt_report_json(const struct usbdt_diag *d, void *arg)
{
	struct usbdt_json_out *j = arg;

	fputs(j->n++ ? ",\n  {" : "\n  {", j->f);
	fputs("\"file\": ", j->f);
	usbdt_json_string(j->f, d->file);
	fputs(", \"path\": ", j->f);
	usbdt_json_string(j->f, d->path);
	fprintf(j->f, ", \"severity\": \"%s\", \"check\": ", sev_name(d->sev));
	usbdt_json_string(j->f, d->check);
	fputs(", \"message\": ", j->f);
	usbdt_json_string(j->f, d->msg);
	fputc('}', j->f);
}
