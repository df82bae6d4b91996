// SPDX-License-Identifier: GPL-2.0
/* The record for the test harness: JSON lines, see README.md. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "emu.h"

struct emu_log emu_log;

void mac_str(const uint8_t *m, char out[18])
{
	snprintf(out, 18, "%02x:%02x:%02x:%02x:%02x:%02x", m[0], m[1], m[2], m[3], m[4], m[5]);
}

int mac_parse(const char *s, uint8_t mac[6])
{
	unsigned v[6];
	char tail;

	if (sscanf(s, "%2x:%2x:%2x:%2x:%2x:%2x%c", &v[0], &v[1], &v[2], &v[3], &v[4], &v[5],
		   &tail) != 6)
		return -1;
	if (strlen(s) != 17)
		return -1;
	for (int i = 0; i < 6; i++)
		mac[i] = (uint8_t)v[i];
	return 0;
}

/*
 * The one JSON string escaper: quote and backslash escaped, every byte
 * outside printable ASCII as \u00XX (the record stays ASCII and valid JSON
 * whatever QEMU sends, e.g. in its hello version string).
 */
static void put_str(FILE *f, const char *s)
{
	fputc('"', f);
	for (; *s; s++) {
		unsigned char ch = (unsigned char)*s;

		if (ch == '"' || ch == '\\')
			fprintf(f, "\\%c", ch);
		else if (ch < 0x20 || ch >= 0x7f)
			fprintf(f, "\\u%04x", ch);
		else
			fputc(ch, f);
	}
	fputc('"', f);
}

void log_ev(const char *ev, const char *fmt, ...)
{
	FILE *f = emu_log.f;
	va_list ap;

	if (!f)
		return;
	fprintf(f, "{\"t\":%llu,\"ev\":", emu_log.now_ms ? (unsigned long long)emu_log.now_ms() : 0ULL);
	put_str(f, ev);
	va_start(ap, fmt);
	for (const char *p = fmt; *p; p++) {
		const char *key = va_arg(ap, const char *);

		fputc(',', f);
		put_str(f, key);
		fputc(':', f);
		switch (*p) {
		case 's':
			put_str(f, va_arg(ap, const char *));
			break;
		case 'u':
			fprintf(f, "%u", va_arg(ap, unsigned));
			break;
		case 'x':
			fprintf(f, "\"0x%08x\"", va_arg(ap, unsigned));
			break;
		case 'm': {
			char b[18];

			mac_str(va_arg(ap, const uint8_t *), b);
			put_str(f, b);
			break;
		}
		}
	}
	va_end(ap);
	fputs("}\n", f);
	fflush(f);
}
