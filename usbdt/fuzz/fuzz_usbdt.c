// SPDX-License-Identifier: GPL-2.0
/*
 * libFuzzer target: arbitrary bytes as a blob, through everything usbdt
 * does with a blob: validate, check (every check enabled), set-mac on the
 * root, on each alias's node (resolved as set-mac --alias does) and from
 * an environment (U-Boot rules, with the usbethaddr extension), and the
 * blob applied as an overlay onto itself. Whatever set-mac leaves must
 * pass fdt_check_full() and usbdt's own validation of an input blob.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <libfdt.h>

#include "usbdt.h"

static void no_report(const struct usbdt_diag *d, void *arg)
{
	(void)arg;
	/* touch every string, as the printers do */
	if (strlen(d->file) + strlen(d->path) + strlen(d->msg) + strlen(d->check) == 0)
		__builtin_trap();
}

static const char env_text[] =
	"ethaddr=02:00:00:00:00:01\neth1addr=02:00:00:00:00:02\n"
	"eth2addr=02:00:00:00:00:03\nusbethaddr=02:00:00:00:00:04\n";

static void do_check(const struct usbdt_blob *b)
{
	struct usbdt_opts o;
	struct usbdt_result r;
	int i;

	usbdt_opts_init(&o);
	for (i = 0; i < usbdt_check_count(); i++)
		o.sev[i] = SEV_ERROR;
	usbdt_check_fdt(b->data, "fuzz", &o, no_report, NULL, &r);
}

/* set-mac must leave a blob that is valid as input */
static void assert_valid(const struct usbdt_blob *b)
{
	if (fdt_check_full(b->data, fdt_totalsize(b->data)) || usbdt_blob_validate(b))
		__builtin_trap();
}

/* set-mac --alias NAME for every alias of the blob, each on a fresh copy */
static void do_setmac_aliases(const uint8_t *data, size_t size)
{
	static const uint8_t mac[6] = { 2, 0, 0, 0, 0, 6 };
	struct usbdt_blob b;
	const char *name, *val;
	char names[8][64];
	int aliases, prop, len, n = 0, i, off;

	if (usbdt_blob_from_mem(data, size, &b))
		return;
	if (usbdt_blob_validate(&b) || (aliases = usbdt_path_offset(b.data, "/aliases")) < 0) {
		usbdt_blob_free(&b);
		return;
	}
	fdt_for_each_property_offset(prop, b.data, aliases) {
		if (n == 8 || !fdt_getprop_by_offset(b.data, prop, &name, &len) ||
		    strlen(name) >= sizeof(names[0]))
			continue;
		strcpy(names[n++], name);
	}
	usbdt_blob_free(&b);
	for (i = 0; i < n; i++) {
		if (usbdt_blob_from_mem(data, size, &b))
			return;
		off = usbdt_alias_offset(b.data, names[i], &val, &len);
		if (off >= 0) {
			if (!usbdt_setmac_node(&b, off, mac, NULL, NULL))
				assert_valid(&b);
		} else if (off != USBDT_ENOENT && off != USBDT_EBADPATH && off != -FDT_ERR_NOTFOUND &&
			   off != -FDT_ERR_BADPATH) {
			__builtin_trap();	/* nothing else: a path was refused or not found */
		}
		usbdt_blob_free(&b);
	}
}

static void do_setmac(const uint8_t *data, size_t size)
{
	static const uint8_t mac[6] = { 2, 0, 0, 0, 0, 5 };
	struct usbdt_setmac_env_opts eo = { true, "fuzz" };
	struct usbdt_env env;
	struct usbdt_blob b;
	FILE *devnull;

	if (usbdt_blob_from_mem(data, size, &b))
		return;
	if (!usbdt_blob_validate(&b) && !usbdt_setmac_node(&b, 0, mac, NULL, NULL))
		assert_valid(&b);
	usbdt_blob_free(&b);
	if (usbdt_blob_from_mem(data, size, &b))
		return;
	devnull = fopen("/dev/null", "w");
	if (!usbdt_blob_validate(&b) &&
	    !usbdt_env_parse(env_text, sizeof(env_text) - 1, &env)) {
		if (usbdt_setmac_env(&b, &env, &eo, NULL, NULL, devnull) >= 0)
			assert_valid(&b);
		usbdt_env_free(&env);
	}
	if (devnull)
		fclose(devnull);
	usbdt_blob_free(&b);
}

static void do_overlay(const uint8_t *data, size_t size)
{
	struct usbdt_blob base, ov;

	if (usbdt_blob_from_mem(data, size, &base))
		return;
	if (usbdt_blob_validate(&base) || usbdt_blob_from_mem(data, size, &ov)) {
		usbdt_blob_free(&base);
		return;
	}
	if (!usbdt_apply_overlay(&base, &ov))
		do_check(&base);
	usbdt_blob_free(&ov);
	usbdt_blob_free(&base);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct usbdt_blob b;

	if (usbdt_blob_from_mem(data, size, &b))
		return 0;
	if (!usbdt_blob_validate(&b))
		do_check(&b);
	usbdt_blob_free(&b);
	do_setmac(data, size);
	do_setmac_aliases(data, size);
	do_overlay(data, size);
	return 0;
}
