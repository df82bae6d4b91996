/* SPDX-License-Identifier: GPL-2.0 */
/* Helpers for the usbdt unit tests: build blobs with libfdt's read-write API. */
#ifndef TESTUTIL_H
#define TESTUTIL_H

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <libfdt.h>

#include "usbdt.h"

#define TFDT_SIZE 16384

static inline void *tfdt_new(void)
{
	void *fdt = malloc(TFDT_SIZE);

	assert_non_null(fdt);
	assert_int_equal(fdt_create_empty_tree(fdt, TFDT_SIZE), 0);
	return fdt;
}

/* add node @name under @parent (a path); returns its offset */
static inline int tnode(void *fdt, const char *parent, const char *name)
{
	int p = fdt_path_offset(fdt, parent), off;

	assert_true(p >= 0);
	off = fdt_add_subnode(fdt, p, name);
	assert_true(off >= 0);
	return off;
}

static inline void tprop(void *fdt, const char *path, const char *name,
			 const void *val, int len)
{
	int off = fdt_path_offset(fdt, path);

	assert_true(off >= 0);
	assert_int_equal(fdt_setprop(fdt, off, name, val, len), 0);
}

static inline void tstr(void *fdt, const char *path, const char *name,
			const char *s)
{
	tprop(fdt, path, name, s, (int)strlen(s) + 1);
}

/* u32 cells; n of them */
static inline void tcells(void *fdt, const char *path, const char *name,
			  int n, ...)
{
	fdt32_t v[8];
	va_list ap;
	int i;

	va_start(ap, n);
	for (i = 0; i < n; i++)
		v[i] = cpu_to_fdt32(va_arg(ap, uint32_t));
	va_end(ap);
	tprop(fdt, path, name, v, n * 4);
}

/* a controller /usb@1000 with #address-cells 1, #size-cells 0 */
static inline void *tfdt_hcd(void)
{
	void *fdt = tfdt_new();

	tnode(fdt, "/", "usb@1000");
	tstr(fdt, "/usb@1000", "compatible", "generic-ehci");
	tcells(fdt, "/usb@1000", "#address-cells", 1, 1);
	tcells(fdt, "/usb@1000", "#size-cells", 1, 0);
	return fdt;
}

/* a device node PARENT/NAME with compatible and reg = <port> */
static inline void tdev(void *fdt, const char *parent, const char *name,
			const char *compat, uint32_t port)
{
	char path[256];

	tnode(fdt, parent, name);
	snprintf(path, sizeof(path), "%s/%s", strcmp(parent, "/") ? parent : "",
		 name);
	if (compat)
		tstr(fdt, path, "compatible", compat);
	tcells(fdt, path, "reg", 1, port);
}

#endif
