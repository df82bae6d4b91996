// SPDX-License-Identifier: GPL-2.0
/*
 * match and gen on sysfs trees captured in a real guest: each
 * tests/data/capture-NAME.tar.gz (what usbdt reads under /sys, and
 * /sys/firmware/fdt; written by tests/qemu/scenarios/usbdt-guest.sh, see
 * README.md for re-capturing) is unpacked into a temporary directory and
 * usbdt's output compared with the committed capture-NAME.match and
 * capture-NAME.gen, which are what usbdt printed in the guest ("CAPTURE"
 * stands for the temporary directory in gen's header).
 */
#include <stdio.h>
#include <unistd.h>

#include "testutil.h"
#include "topo.h"

#define DATA "tests/data/"

static char *slurp(const char *path)
{
	char *buf = NULL;
	size_t len = 0, n;
	char chunk[4096];
	FILE *f = fopen(path, "r"), *m;

	assert_non_null(f);
	m = open_memstream(&buf, &len);
	assert_non_null(m);
	while ((n = fread(chunk, 1, sizeof(chunk), f)))
		fwrite(chunk, 1, n, m);
	fclose(f);
	fclose(m);
	return buf;
}

/* @s with every @from replaced by @to (a new string) */
static char *replace(const char *s, const char *from, const char *to)
{
	char *buf = NULL;
	size_t len = 0, fl = strlen(from);
	const char *p;
	FILE *m = open_memstream(&buf, &len);

	assert_non_null(m);
	while ((p = strstr(s, from))) {
		fwrite(s, 1, (size_t)(p - s), m);
		fputs(to, m);
		s = p + fl;
	}
	fputs(s, m);
	fclose(m);
	return buf;
}

static void run(const char *cmd)
{
	assert_int_equal(system(cmd), 0);
}

struct capture {
	const char *name;
	int devices;		/* entries of bus/usb/devices read */
	int problems;		/* usbdt_match()'s result */
	int controllers;	/* usbdt_gen()'s result */
};

static void check_capture(const struct capture *c)
{
	char dir[256], sys[300], path[512], cmd[1024];
	char *out = NULL, *want, *norm;
	const char *tmp = getenv("TMPDIR");
	struct usbdt_blob b;
	struct topo t;
	size_t len = 0;
	FILE *f;

	snprintf(dir, sizeof(dir), "%s/usbdt-capture-XXXXXX", tmp && *tmp ? tmp : "/tmp");
	assert_non_null(mkdtemp(dir));
	snprintf(cmd, sizeof(cmd), "tar -xzf '%scapture-%s.tar.gz' -C '%s'", DATA,
		 c->name, dir);
	run(cmd);

	snprintf(path, sizeof(path), "%s/sys/firmware/fdt", dir);
	assert_int_equal(usbdt_read_file(path, &b), 0);
	assert_int_equal(usbdt_blob_validate(&b), 0);
	snprintf(sys, sizeof(sys), "%s/sys", dir);	/* t keeps the pointer */
	assert_int_equal(topo_read(sys, &t), 0);
	assert_int_equal(t.n, c->devices);

	f = open_memstream(&out, &len);
	assert_int_equal(usbdt_match(b.data, "fdt", &t, XL_AUTO, f), c->problems);
	fclose(f);
	snprintf(path, sizeof(path), DATA "capture-%s.match", c->name);
	want = slurp(path);
	assert_string_equal(out, want);
	free(want);
	free(out);

	out = NULL;
	f = open_memstream(&out, &len);
	assert_int_equal(usbdt_gen(&t, XL_AUTO, f), c->controllers);
	fclose(f);
	norm = replace(out, dir, "CAPTURE");
	snprintf(path, sizeof(path), DATA "capture-%s.gen", c->name);
	want = slurp(path);
	assert_string_equal(norm, want);
	free(want);
	free(norm);
	free(out);

	topo_free(&t);
	usbdt_blob_free(&b);
	snprintf(cmd, sizeof(cmd), "rm -rf '%s'", dir);
	run(cmd);
}

/*
 * qemu-xhci with hub@5 (ports 1, 2 described, 3 not), hub@6 without a
 * compatible (port 2 described with a wrong PID), a USB 3 stick at raw
 * port 3; ICH9 EHCI with a stick, its UHCI companion with a hub and a
 * usb-net; two UHCI without a node. 6 root hubs, 11 devices; the
 * wrong-PID node is the one problem; 3 controllers with nodes.
 */
static void test_qemu_usbdt_guest(void **state)
{
	static const struct capture c = { "qemu-usbdt-guest", 17, 1, 3 };

	(void)state;
	check_capture(&c);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_qemu_usbdt_guest),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
