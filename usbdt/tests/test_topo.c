// SPDX-License-Identifier: GPL-2.0
/* sysfs.c and match.c on the fake sysfs trees in tests/data (see mk-sysfs) */
#include "testutil.h"
#include "topo.h"

#define DATA "tests/data/"

static int count(const char *s, const char *what)
{
	int n = 0;

	while ((s = strstr(s, what))) {
		n++;
		s += strlen(what);
	}
	return n;
}

static void test_read_qemu(void **state)
{
	const struct udev *rh[2], *d, *h;
	struct topo t;
	char ct[32];
	int port;

	(void)state;
	assert_int_equal(topo_read(DATA "sysfs-qemu-xhci", &t), 0);
	assert_int_equal(t.n, 4);
	assert_string_equal(t.d[0].name, "usb1");	/* sorted by bus, devpath */
	d = topo_find(&t, "1-1.1");
	assert_non_null(d);
	assert_int_equal(d->busnum, 1);
	assert_int_equal(d->nports, 2);
	assert_int_equal(d->ports[1], 1);
	assert_int_equal(d->ids.vid, 0x525);
	assert_int_equal(d->ids.pid, 0xa4a2);
	assert_int_equal(d->ids.cls, 2);
	assert_true(d->has_of_node);
	assert_string_equal(d->of_node, "/pcie@10000000/usb@2,0/hub@5/ethernet@1");
	assert_string_equal(d->ifname, "eth0");
	h = topo_parent(&t, d, &port);
	assert_non_null(h);
	assert_string_equal(h->name, "1-1");
	assert_int_equal(port, 1);
	assert_ptr_equal(topo_child(&t, h, 1), d);
	assert_null(topo_child(&t, h, 2));
	topo_connect_type(&t, h, 1, ct, sizeof(ct));
	assert_string_equal(ct, "hardwired");
	topo_connect_type(&t, topo_find(&t, "usb1"), 2, ct, sizeof(ct));
	assert_string_equal(ct, "not used");
	topo_connect_type(&t, h, 9, ct, sizeof(ct));
	assert_string_equal(ct, "");
	assert_int_equal(topo_root_hubs(&t, "/pcie@10000000/usb@2,0", rh, 2), 2);
	assert_int_equal(rh[0]->speed, 480);
	assert_int_equal(rh[1]->speed, 5000);
	assert_int_equal(rh[0]->pci_vendor, 0x1b36);
	assert_int_equal(rh[0]->pci_device, 0xd);
	topo_free(&t);
	assert_int_equal(topo_read(DATA "nonexistent", &t), USBDT_EIO);
}

static void test_raw_ports(void **state)
{
	const struct udev *rh[2], *h;
	struct topo t;
	int m;

	(void)state;
	assert_int_equal(topo_read(DATA "sysfs-qemu-xhci", &t), 0);
	assert_int_equal(topo_root_hubs(&t, "/pcie@10000000/usb@2,0", rh, 2), 2);
	/* qemu-xhci: USB 3 (usb2) raw 1-4, USB 2 (usb1) raw 5-8 */
	assert_int_equal(topo_raw_port(rh, 2, rh[0], 1, XL_USB3_FIRST), 5);
	assert_int_equal(topo_raw_port(rh, 2, rh[1], 1, XL_USB3_FIRST), 1);
	assert_int_equal(topo_raw_port(rh, 2, rh[0], 1, XL_USB2_FIRST), 1);
	assert_int_equal(topo_raw_port(rh, 2, rh[1], 4, XL_USB2_FIRST), 8);
	assert_true(topo_from_raw(rh, 2, 5, XL_USB3_FIRST, &h, &m));
	assert_ptr_equal(h, rh[0]);
	assert_int_equal(m, 1);
	assert_true(topo_from_raw(rh, 2, 2, XL_USB3_FIRST, &h, &m));
	assert_ptr_equal(h, rh[1]);
	assert_int_equal(m, 2);
	assert_false(topo_from_raw(rh, 2, 9, XL_USB3_FIRST, &h, &m));
	assert_false(topo_from_raw(rh, 2, 0, XL_USB3_FIRST, &h, &m));
	assert_true(topo_from_raw(rh, 1, 3, XL_AUTO, &h, &m));
	assert_int_equal(m, 3);
	assert_int_equal(topo_known_layout("pci1b36,d", 10, 0, 0), XL_USB3_FIRST);
	assert_int_equal(topo_known_layout("acme,x\0pci1033,194", 19, 0, 0), XL_USB3_FIRST);
	assert_int_equal(topo_known_layout(NULL, 0, 0x1b36, 0xd), XL_USB3_FIRST);
	assert_int_equal(topo_known_layout("generic-xhci", 13, 0x8086, 0x1e31), XL_AUTO);
	topo_free(&t);
}

static char *run_match(const char *dts_dtb, const char *sys, enum xhci_layout l,
		       int *ret)
{
	struct usbdt_blob b;
	struct topo t;
	char *buf = NULL;
	size_t len = 0;
	FILE *f;

	assert_int_equal(usbdt_read_file(dts_dtb, &b), 0);
	assert_int_equal(usbdt_blob_validate(&b), 0);
	assert_int_equal(topo_read(sys, &t), 0);
	f = open_memstream(&buf, &len);
	*ret = usbdt_match(b.data, dts_dtb, &t, l, f);
	fclose(f);
	topo_free(&t);
	usbdt_blob_free(&b);
	return buf;
}

static void test_match_of_node(void **state)
{
	int ret;
	char *out = run_match(DATA "qemu-xhci.dtb", DATA "sysfs-qemu-xhci", XL_AUTO, &ret);

	(void)state;
	assert_int_equal(ret, 0);
	assert_non_null(strstr(out, "/pcie@10000000/usb@2,0/hub@5: 1-1 usb409,55aa class 9: ids match, attached (via of_node)\n"));
	assert_non_null(strstr(out, "hub@5/ethernet@1: 1-1.1 usb525,a4a2 class 2: ids match, attached (via of_node)\n"));
	free(out);
}

static void test_match_raw_port(void **state)
{
	int ret;
	char *out = run_match(DATA "qemu-xhci.dtb", DATA "sysfs-qemu-xhci-nolinks",
			      XL_AUTO, &ret);

	(void)state;
	assert_int_equal(ret, 2);	/* found, ids match, but not attached */
	assert_non_null(strstr(out, "hub@5: 1-1 usb409,55aa class 9: ids match, NOT attached (via raw port 5 = usb1 port 1, usb3-first from sysfs)"));
	free(out);
	out = run_match(DATA "qemu-xhci.dtb", DATA "sysfs-qemu-xhci-nolinks",
			XL_USB2_FIRST, &ret);
	assert_non_null(strstr(out, "hub@5: no device (raw port 5 = usb2 port 1 is empty, usb2-first given)"));
	free(out);
}

static void test_match_orphans(void **state)
{
	int ret;
	char *out = run_match(DATA "ehci-orphan.dtb", DATA "sysfs-ehci-orphan",
			      XL_AUTO, &ret);

	(void)state;
	assert_int_equal(ret, 3);
	assert_non_null(strstr(out, "/soc/usb@1000/hub@1/storage@3: 1-1.3 usb781,5567 class 0: ids DIFFER, NOT attached"));
	assert_non_null(strstr(out, "/soc/usb@1000/hub@1/wifi@4: no device"));
	assert_non_null(strstr(out, "1-1.2: usb46d,c52b on hardwired port 2 of 1-1 has no device-tree node\n"));
	assert_null(strstr(out, "1-1.3: "));	/* hotplug port: not reported */
	free(out);
}

/*
 * A hub node without compatible (Linux gives it to the device on its
 * port) is a device node on the way up to the controller: a node below it
 * that the kernel did not attach is still found by its port path.
 */
static void test_match_hub_without_compatible(void **state)
{
	const char *c = "/pcie@10000000/usb@2,0";
	struct topo t;
	char *buf = NULL;
	size_t len = 0;
	void *fdt = tfdt_new();
	FILE *f;

	(void)state;
	tnode(fdt, "/", "pcie@10000000");
	tnode(fdt, "/pcie@10000000", "usb@2,0");
	tstr(fdt, c, "compatible", "pci1b36,d");
	tcells(fdt, c, "#address-cells", 1, 1);
	tcells(fdt, c, "#size-cells", 1, 0);
	tdev(fdt, c, "hub@5", NULL, 5);
	tcells(fdt, "/pcie@10000000/usb@2,0/hub@5", "#address-cells", 1, 1);
	tcells(fdt, "/pcie@10000000/usb@2,0/hub@5", "#size-cells", 1, 0);
	tdev(fdt, "/pcie@10000000/usb@2,0/hub@5", "ethernet@1", "usb525,a4a3", 1);
	assert_int_equal(topo_read(DATA "sysfs-qemu-xhci-nolinks", &t), 0);
	f = open_memstream(&buf, &len);
	assert_int_equal(usbdt_match(fdt, "mem", &t, XL_AUTO, f), 2);
	fclose(f);
	assert_non_null(strstr(buf, "/pcie@10000000/usb@2,0/hub@5: 1-1 usb409,55aa class 9: ids not checked (no compatible), NOT attached (via raw port 5 = usb1 port 1, usb3-first from sysfs)\n"));
	assert_non_null(strstr(buf, "/pcie@10000000/usb@2,0/hub@5/ethernet@1: 1-1.1 usb525,a4a2 class 2: ids DIFFER, NOT attached (via raw port 5 = usb1 port 1, usb3-first from sysfs)\n"));
	assert_null(strstr(buf, "no device"));
	free(buf);
	topo_free(&t);
	free(fdt);
}

static void test_gen(void **state)
{
	struct topo t;
	char *buf = NULL;
	size_t len = 0;
	FILE *f;

	(void)state;
	assert_int_equal(topo_read(DATA "sysfs-qemu-xhci", &t), 0);
	f = open_memstream(&buf, &len);
	assert_int_equal(usbdt_gen(&t, XL_AUTO, f), 1);
	fclose(f);
	assert_non_null(strstr(buf, "&{/pcie@10000000/usb@2,0} {\n"));
	assert_non_null(strstr(buf, "usb3-first (known controller)"));
	assert_non_null(strstr(buf, "\thub@5 {\t/* 1-1 */\n\t\tcompatible = \"usb409,55aa.100\", \"usb409,55aa\", \"usb409,class9.0.0\", \"usb409,class9.0\", \"usb409,class9\", \"usb,class9.0.0\", \"usb,class9.0\", \"usb,class9\", \"usbif409,class9.0.0\", \"usbif409,class9.0\", \"usbif409,class9\", \"usbif,class9.0.0\", \"usbif,class9.0\", \"usbif,class9\";\n\t\treg = <5>;\n\t\t#address-cells = <1>;\n\t\t#size-cells = <0>;\n"));
	assert_non_null(strstr(buf, "\t\tethernet@1 {\t/* 1-1.1 eth0 */\n\t\t\tcompatible = \"usb525,a4a2.100\", \"usb525,a4a2\", \"usb525,class2.0.0\", \"usb525,class2.0\", \"usb525,class2\", \"usb,class2.0.0\", \"usb,class2.0\", \"usb,class2\", \"usb,device\";\n\t\t\treg = <1>;\n"));
	/* a class 2 device: interface nodes; the hub (class 9): a combined node */
	assert_non_null(strstr(buf, "\t\t\t#address-cells = <2>;\n\t\t\t#size-cells = <0>;\n\n"
			       "\t\t\tinterface@0 {\t/* 1-1.1:1.0 class 2 eth0 */\n"
			       "\t\t\t\tcompatible = \"usbif525,a4a2.100.config1.0\", \"usbif525,a4a2.config1.0\", \"usbif525,class2.0.0\", \"usbif525,class2.0\", \"usbif525,class2\", \"usbif,class2.0.0\", \"usbif,class2.0\", \"usbif,class2\";\n"
			       "\t\t\t\treg = <0 1>;\n\t\t\t};\n"));
	assert_int_equal(count(buf, "interface@"), 1);
	free(buf);
	buf = NULL;
	f = open_memstream(&buf, &len);
	usbdt_gen(&t, XL_USB2_FIRST, f);
	fclose(f);
	assert_non_null(strstr(buf, "\thub@1 {"));
	free(buf);
	topo_free(&t);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_read_qemu),
		cmocka_unit_test(test_raw_ports),
		cmocka_unit_test(test_match_of_node),
		cmocka_unit_test(test_match_raw_port),
		cmocka_unit_test(test_match_orphans),
		cmocka_unit_test(test_match_hub_without_compatible),
		cmocka_unit_test(test_gen),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
