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
#include "dotparse.h"

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
	/* what match --dot must draw for this capture */
	void (*dot)(const struct dot_graph *g);
};

/* ---- match --dot, read back with tests/dotparse.h ---- */

/* Graphviz, when installed (install-deps: graphviz), reads it too */
static void dot_accepts(const char *text)
{
	char path[] = "/tmp/usbdt-dot-XXXXXX", cmd[128];
	int fd;
	FILE *f;

	if (system("command -v dot >/dev/null 2>&1"))
		return;
	fd = mkstemp(path);
	assert_true(fd >= 0);
	f = fdopen(fd, "w");
	assert_non_null(f);
	fputs(text, f);
	fclose(f);
	snprintf(cmd, sizeof(cmd), "dot -Tcanon '%s' >/dev/null", path);
	assert_int_equal(system(cmd), 0);
	unlink(path);
}

static void assert_class(const struct dot_graph *g, const char *id, const char *cls)
{
	const struct dot_item *n = dot_node(g, id);

	if (!n)
		fail_msg("dot: no node %s", id);
	if (!dot_attr(n, "class") || strcmp(dot_attr(n, "class"), cls))
		fail_msg("dot: %s has class %s, want %s", id,
			 dot_attr(n, "class") ? dot_attr(n, "class") : "(none)", cls);
}

static void assert_match_edge(const struct dot_graph *g, const char *node,
			      const char *dev, const char *cls)
{
	char from[USBDT_PATH_MAX], to[80];
	const struct dot_item *e;

	snprintf(from, sizeof(from), "dt:%s", node);
	snprintf(to, sizeof(to), "usb:%s", dev);
	assert_class(g, from, cls);
	assert_class(g, to, cls);
	e = dot_edge(g, from, to);
	if (!e)
		fail_msg("dot: no edge %s -> %s", from, to);
	assert_string_equal(dot_attr(e, "class"), cls);
}

/* the style and color of the first node of class @cls, "" if none */
static void class_look(const struct dot_graph *g, const char *cls, char *buf, size_t len)
{
	int i;

	buf[0] = '\0';
	for (i = 0; i < g->nnodes; i++)
		if (dot_attr(&g->nodes[i], "class") &&
		    !strcmp(dot_attr(&g->nodes[i], "class"), cls)) {
			snprintf(buf, len, "%s %s %s", dot_attr(&g->nodes[i], "style"),
				 dot_attr(&g->nodes[i], "color"),
				 dot_attr(&g->nodes[i], "fillcolor"));
			return;
		}
}

/*
 * What holds for every graph: a node per device with its name (the port
 * path), port, ids and driver; the USB tree's edges; every edge between
 * declared nodes; each result class drawn in its own style.
 */
static void dot_common(const struct dot_graph *g, const struct topo *t)
{
	static const char *const classes[] = { "matched", "identity-mismatch",
		"unmatched", "port-node", "not-attached" };
	char id[80], want[64], look[5][128];
	const struct dot_item *n;
	const char *label;
	int i, j, usb_port = 0, nonroot = 0;

	for (i = 0; i < t->n; i++) {
		const struct udev *d = &t->d[i];

		snprintf(id, sizeof(id), "usb:%s", d->name);
		n = dot_node(g, id);
		if (!n)
			fail_msg("dot: no node for device %s", d->name);
		label = dot_attr(n, "label");
		assert_non_null(label);
		assert_non_null(strstr(label, d->name));
		snprintf(want, sizeof(want), "usb%x,%x", d->ids.vid, d->ids.pid);
		assert_non_null(strstr(label, want));
		if (d->nports) {
			nonroot++;
			snprintf(want, sizeof(want), "port %d", d->ports[0]);
			for (j = 1; j < d->nports; j++)
				snprintf(want + strlen(want), sizeof(want) - strlen(want),
					 ".%d", d->ports[j]);
			assert_non_null(strstr(label, want));
			for (j = 0; j < d->nintf; j++)
				if (d->intf[j].driver[0])
					assert_non_null(strstr(label, d->intf[j].driver));
		}
	}
	for (i = 0; i < g->nedges; i++) {
		const char *cls = dot_attr(&g->edges[i], "class");

		if (!dot_node(g, g->edges[i].id) || !dot_node(g, g->edges[i].to))
			fail_msg("dot: edge %s -> %s to an undeclared node",
				 g->edges[i].id, g->edges[i].to);
		assert_non_null(cls);
		usb_port += !strcmp(cls, "usb-port");
	}
	assert_int_equal(usb_port, nonroot);
	for (i = 0; i < 5; i++)
		class_look(g, classes[i], look[i], sizeof(look[i]));
	for (i = 0; i < 5; i++)
		for (j = 0; j < i; j++)
			if (look[i][0] && look[j][0] && !strcmp(look[i], look[j]))
				fail_msg("dot: %s and %s look alike: %s", classes[i],
					 classes[j], look[i]);
}

static void check_dot(const void *fdt, const struct topo *t, int problems,
		      void (*specific)(const struct dot_graph *g))
{
	struct dot_graph g;
	char *out = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&out, &len);

	assert_non_null(f);
	assert_int_equal(usbdt_match_dot(fdt, "fdt", t, XL_AUTO, f), problems);
	fclose(f);
	dot_parse(out, &g);
	dot_common(&g, t);
	specific(&g);
	dot_accepts(out);
	dot_free(&g);
	free(out);
}

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

	check_dot(b.data, &t, c->problems, c->dot);

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
static void dot_qemu_usbdt_guest(const struct dot_graph *g)
{
	assert_match_edge(g, "/pcie@10000000/usb@2,0/hub@5/ethernet@1", "5-1.1", "matched");
	assert_match_edge(g, "/pcie@10000000/usb@2,0/hub@5", "5-1", "matched");
	/* the wrong-PID node: Linux keeps it at its port, it names nothing */
	assert_match_edge(g, "/pcie@10000000/usb@2,0/hub@6/ethernet@2", "5-2.2",
			  "identity-mismatch");
	/* no compatible: the port's node */
	assert_match_edge(g, "/pcie@10000000/usb@2,0/hub@6", "5-2", "port-node");
	/* the undescribed usb-net next to described ones */
	assert_class(g, "usb:5-1.3", "unmatched");
	assert_non_null(strstr(dot_attr(dot_node(g, "usb:5-1.1"), "label"), "cdc_ether"));
	assert_non_null(strstr(dot_attr(dot_node(g, "usb:5-1"), "label"), "hub"));
	assert_class(g, "dt:/pcie@10000000/usb@2,0", "controller");
	assert_non_null(dot_edge(g, "dt:/pcie@10000000/usb@2,0", "usb:usb5"));
	assert_non_null(dot_edge(g, "dt:/pcie@10000000/usb@2,0",
				 "dt:/pcie@10000000/usb@2,0/hub@5"));
	assert_non_null(dot_edge(g, "usb:5-1", "usb:5-1.2"));
}

static void test_qemu_usbdt_guest(void **state)
{
	static const struct capture c = { "qemu-usbdt-guest", 17, 1, 3,
					  dot_qemu_usbdt_guest };

	(void)state;
	check_capture(&c);
}

/*
 * tests/data/ehci-orphan: a node whose port is empty, a device on a
 * hardwired port without a node, a node naming another device.
 */
static void dot_ehci_orphan(const struct dot_graph *g)
{
	assert_class(g, "dt:/soc/usb@1000/hub@1/wifi@4", "unmatched");
	assert_class(g, "usb:1-1.2", "unmatched");
	assert_match_edge(g, "/soc/usb@1000/hub@1/storage@3", "1-1.3", "identity-mismatch");
	assert_match_edge(g, "/soc/usb@1000/hub@1/ethernet@1", "1-1.1", "matched");
}

static void test_dot_ehci_orphan(void **state)
{
	struct usbdt_blob b;
	struct topo t;

	(void)state;
	assert_int_equal(usbdt_read_file(DATA "ehci-orphan.dtb", &b), 0);
	assert_int_equal(topo_read(DATA "sysfs-ehci-orphan", &t), 0);
	check_dot(b.data, &t, 3, dot_ehci_orphan);
	topo_free(&t);
	usbdt_blob_free(&b);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_qemu_usbdt_guest),
		cmocka_unit_test(test_dot_ehci_orphan),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
