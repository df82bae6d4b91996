// SPDX-License-Identifier: GPL-2.0
/*
 * libFuzzer target: arbitrary bytes as a blob, through everything usbdt
 * does with a blob: validate, check (every check enabled), set-mac on the
 * root and on each alias (U-Boot rules, with the usbethaddr extension),
 * and the blob applied as an overlay onto itself.
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

static void do_setmac(const uint8_t *data, size_t size)
{
	static const uint8_t mac[6] = { 2, 0, 0, 0, 0, 5 };
	struct usbdt_setmac_env_opts eo = { true };
	struct usbdt_env env;
	struct usbdt_blob b;
	FILE *devnull;

	if (usbdt_blob_from_mem(data, size, &b))
		return;
	if (!usbdt_blob_validate(&b) && !usbdt_setmac_node(&b, 0, mac, NULL, NULL) &&
	    fdt_check_full(b.data, fdt_totalsize(b.data)))
		__builtin_trap();	/* set-mac must leave a valid blob */
	usbdt_blob_free(&b);
	if (usbdt_blob_from_mem(data, size, &b))
		return;
	devnull = fopen("/dev/null", "w");
	if (!usbdt_blob_validate(&b) &&
	    !usbdt_env_parse(env_text, sizeof(env_text) - 1, &env)) {
		if (usbdt_setmac_env(&b, &env, &eo, NULL, NULL, devnull) >= 0 &&
		    fdt_check_full(b.data, fdt_totalsize(b.data)))
			__builtin_trap();
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
	do_overlay(data, size);
	return 0;
}
