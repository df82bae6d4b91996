// SPDX-License-Identifier: GPL-2.0
/*
 * KUnit tests for the device-tree description of USB network devices
 */

#include <kunit/device.h>
#include <kunit/of.h>
#include <kunit/static_stub.h>
#include <kunit/test.h>
#include <linux/ctype.h>
#include <linux/etherdevice.h>
#include <linux/if_ether.h>
#include <linux/netdevice.h>
#include <linux/of.h>
#include <linux/usb.h>
#include <linux/usb/usb_net_of.h>

struct usb_net_of_label_case {
	const char *name;
	const char *label;
	int len;	/* -1: strlen + 1 */
	bool valid;
};

static const struct usb_net_of_label_case usb_net_of_label_cases[] = {
	{ "plain", "lan0", -1, true },
	{ "dash and dot", "wan-1.2", -1, true },
	{ "15 characters", "abcdefghijklmno", -1, true },
	{ "16 characters", "abcdefghijklmnop", -1, false },
	{ "empty", "", -1, false },
	{ "slash", "lan/0", -1, false },
	{ "colon", "lan:0", -1, false },
	{ "percent", "lan%d", -1, false },
	{ "space", "lan 0", -1, false },
	{ "tab", "lan\t0", -1, false },
	{ "dot", ".", -1, false },
	{ "dot dot", "..", -1, false },
	{ "not terminated", "lan0", 4, false },
	{ "zero length", "lan0", 0, false },
	{ "cell, not a string", "\x00\x00\x00\x01", 4, false },
	{ "two strings", "lan0\0lan1", 10, false },
	{ "kernel's eth0", "eth0", -1, false },
	{ "kernel's usb12", "usb12", -1, false },
	{ "kernel's wlan0", "wlan0", -1, false },
	{ "kernel's wwan3", "wwan3", -1, false },
	{ "eth without a number", "eth", -1, true },
	{ "ethernet0", "ethernet0", -1, true },
	{ "eth0 and a letter", "eth0a", -1, true },
	{ "lan prefix", "lan12", -1, true },
};

static void usb_net_of_label_case_desc(const struct usb_net_of_label_case *c, char *desc)
{
	snprintf(desc, KUNIT_PARAM_DESC_SIZE, "%s", c->name);
}

KUNIT_ARRAY_PARAM(usb_net_of_label, usb_net_of_label_cases, usb_net_of_label_case_desc);

static void usb_net_of_label_test(struct kunit *test)
{
	const struct usb_net_of_label_case *c = test->param_value;
	int len = c->len < 0 ? strlen(c->label) + 1 : c->len;
	char *buf = NULL;

	/* exactly the property's bytes: nothing after them may be read */
	if (len) {
		buf = kunit_kmalloc(test, len, GFP_KERNEL);
		KUNIT_ASSERT_NOT_NULL(test, buf);
		memcpy(buf, c->label, len);
	}
	if (c->valid)
		KUNIT_EXPECT_NULL(test, usb_net_of_label_problem(buf, len));
	else
		KUNIT_EXPECT_NOT_NULL(test, usb_net_of_label_problem(buf, len));
}

/*
 * which address a node of the overlay gives: of_get_mac_address()'s, in
 * its order (mac-address, then local-mac-address, then an nvmem cell)
 */
struct usb_net_of_node_case {
	const char *node;
	int ret;		/* of usb_net_of_get_mac() */
	u8 addr[ETH_ALEN];	/* if ret is 0 */
	const char *label;	/* NULL: no usable label */
};

static const struct usb_net_of_node_case usb_net_of_node_cases[] = {
	{ "both", 0, { 2, 0, 0, 0, 0, 1 } },
	{ "local", 0, { 2, 0, 0, 0, 0, 3 } },
	{ "multicast-then-local", 0, { 2, 0, 0, 0, 0, 4 } },
	{ "short-then-none", -ENOENT },
	{ "zeros", -ENOENT },
	{ "none", -ENOENT },
	/* within the deferred probe timeout (usb_net_of_nvmem_timeout_test) */
	{ "nvmem-late", -EPROBE_DEFER },
	{ "local-before-nvmem", 0, { 2, 0, 0, 0, 0, 9 } },
	{ "nvmem-no-cell-name", -ENOENT },
	{ "label", -ENOENT, {}, "lan0" },
	{ "label-slash", -ENOENT },
	{ "label-cell", -ENOENT },
	{ "dup-hub", -ENOENT, {}, "lan-dup" },
	{ "dup-hub/dup-below-hub", -ENOENT },
	{ "dup-beside-disabled", -ENOENT, {}, "lan-dis" },
	{ "usb-beside-not-usb", -ENOENT, {}, "lan-led" },
	{ "usb-before-port", -ENOENT },
	{ "usb-beside-disabled-port", -ENOENT, {}, "lan-dsa-off" },
};

static void usb_net_of_node_case_desc(const struct usb_net_of_node_case *c,
				      char *desc)
{
	snprintf(desc, KUNIT_PARAM_DESC_SIZE, "%s", c->node);
}

KUNIT_ARRAY_PARAM(usb_net_of_node, usb_net_of_node_cases,
		  usb_net_of_node_case_desc);

/* a node of the overlay, applied already; the reference is test-managed */
static struct device_node *usb_net_of_kunit_find(struct kunit *test,
						 const char *name)
{
	struct device_node *np;
	char path[64];

	snprintf(path, sizeof(path), "/usb-net-of-kunit/%s", name);
	np = of_find_node_by_path(path);
	KUNIT_ASSERT_NOT_NULL(test, np);
	of_node_put_kunit(test, np);

	return np;
}

/* apply the overlay for this test, and find one of its nodes */
static struct device_node *usb_net_of_kunit_node(struct kunit *test,
						 const char *name)
{
	KUNIT_ASSERT_EQ(test, 0, of_overlay_apply_kunit(test, usb_net_of_kunit));

	return usb_net_of_kunit_find(test, name);
}

/*
 * The driver core's answer for a missing nvmem provider
 * (usb_net_of_provider_wait()): wait, as within the deferred probe
 * timeout, so that the cases do not depend on when the suite runs
 */
static int usb_net_of_kunit_wait(struct device *dev)
{
	return -EPROBE_DEFER;
}

static void usb_net_of_node_test(struct kunit *test)
{
	const struct usb_net_of_node_case *c = test->param_value;
	struct device_node *np = usb_net_of_kunit_node(test, c->node);
	unsigned int refs = kref_read(&np->kobj.kref);
	u8 addr[ETH_ALEN] = {};
	const char *label;
	struct device *dev;
	int ret;

	/*
	 * one name per case: kunit_device_register() registers a driver of
	 * that name, whose sysfs entry goes only when its release runs
	 */
	dev = kunit_device_register(test, c->node);
	KUNIT_ASSERT_NOT_ERR_OR_NULL(test, dev);

	kunit_activate_static_stub(test, usb_net_of_provider_wait,
				   usb_net_of_kunit_wait);
	ret = usb_net_of_get_mac(dev, np, addr);
	KUNIT_EXPECT_EQ(test, ret, c->ret);
	if (!c->ret)
		KUNIT_EXPECT_MEMEQ(test, addr, c->addr, ETH_ALEN);

	label = usb_net_of_get_label(dev, np);
	if (c->label) {
		KUNIT_ASSERT_NOT_NULL(test, label);
		KUNIT_EXPECT_STREQ(test, label, c->label);
	} else {
		KUNIT_EXPECT_NULL(test, label);
	}

	/* no lookup keeps a reference on the node or on another one */
	KUNIT_EXPECT_EQ(test, kref_read(&np->kobj.kref), refs);
}

/*
 * A provider that never comes: once the deferred probe timeout has passed
 * (-ETIMEDOUT), or on a kernel without modules once the initcalls are done
 * (-ENODEV), the cell is skipped (the driver core has warned) and the node
 * gives no address: the interface comes up with the one it has without the node.
 */
static int usb_net_of_kunit_nvmem_answer;

static int usb_net_of_kunit_gave_up(struct device *dev)
{
	return usb_net_of_kunit_nvmem_answer;
}

static void usb_net_of_nvmem_timeout_test(struct kunit *test)
{
	struct device_node *np = usb_net_of_kunit_node(test, "nvmem-late");
	static const int answers[] = { -ETIMEDOUT, -ENODEV };
	u8 addr[ETH_ALEN] = {};
	struct device *dev;
	int i;

	dev = kunit_device_register(test, "nvmem-timeout");
	KUNIT_ASSERT_NOT_ERR_OR_NULL(test, dev);
	kunit_activate_static_stub(test, usb_net_of_provider_wait,
				   usb_net_of_kunit_gave_up);
	for (i = 0; i < ARRAY_SIZE(answers); i++) {
		usb_net_of_kunit_nvmem_answer = answers[i];
		KUNIT_EXPECT_EQ(test, usb_net_of_get_mac(dev, np, addr),
				-ENOENT);
	}
}

/*
 * Composite devices: a device node gives its address and label to a
 * network function only if the configuration has no other one.
 */
struct usb_net_of_config_case {
	const char *name;
	u8 class[3][3];		/* class, subclass, protocol per interface */
	int n;
	bool other;		/* of interface 0 */
};

static const struct usb_net_of_config_case usb_net_of_config_cases[] = {
	{ "vendor, alone (LAN9514)", { { 0xff, 0x00, 0xff } }, 1, false },
	{ "ECM control + data", { { 2, 6, 0 }, { 0x0a, 0, 0 } }, 2, false },
	{ "ECM + ACM", { { 2, 6, 0 }, { 0x0a, 0, 0 }, { 2, 2, 1 } }, 3, false },
	{ "ECM + RNDIS", { { 2, 6, 0 }, { 0x0a, 0, 0 }, { 0xe0, 1, 3 } }, 3, true },
	{ "RNDIS (ACM vendor) + NCM", { { 2, 2, 0xff }, { 0x0a, 0, 0 }, { 2, 0x0d, 0 } }, 3, true },
	{ "two vendor functions", { { 0xff, 0, 0 }, { 0xff, 0, 0 } }, 2, true },
	{ "ECM + mass storage", { { 2, 6, 0 }, { 0x0a, 0, 0 }, { 8, 6, 0x50 } }, 3, false },
	{ "MBIM + misc RNDIS", { { 2, 0x0e, 0 }, { 0x0a, 0, 0 }, { 0xef, 4, 1 } }, 3, true },
	{ "EEM + HID", { { 2, 0x0c, 7 }, { 3, 0, 0 } }, 2, false },
};

static void usb_net_of_config_case_desc(const struct usb_net_of_config_case *c,
					char *desc)
{
	snprintf(desc, KUNIT_PARAM_DESC_SIZE, "%s", c->name);
}

KUNIT_ARRAY_PARAM(usb_net_of_config, usb_net_of_config_cases,
		  usb_net_of_config_case_desc);

static void usb_net_of_config_test(struct kunit *test)
{
	const struct usb_net_of_config_case *c = test->param_value;
	struct usb_host_interface *alts;
	struct usb_host_config *config;
	struct usb_interface *intfs;
	int i;

	config = kunit_kzalloc(test, sizeof(*config), GFP_KERNEL);
	intfs = kunit_kcalloc(test, c->n, sizeof(*intfs), GFP_KERNEL);
	alts = kunit_kcalloc(test, c->n, sizeof(*alts), GFP_KERNEL);
	KUNIT_ASSERT_NOT_NULL(test, config);
	KUNIT_ASSERT_NOT_NULL(test, intfs);
	KUNIT_ASSERT_NOT_NULL(test, alts);

	config->desc.bNumInterfaces = c->n;
	for (i = 0; i < c->n; i++) {
		alts[i].desc.bInterfaceNumber = i;
		alts[i].desc.bInterfaceClass = c->class[i][0];
		alts[i].desc.bInterfaceSubClass = c->class[i][1];
		alts[i].desc.bInterfaceProtocol = c->class[i][2];
		intfs[i].altsetting = &alts[i];
		intfs[i].cur_altsetting = &alts[i];
		intfs[i].num_altsetting = 1;
		config->interface[i] = &intfs[i];
	}

	KUNIT_EXPECT_EQ(test, usb_net_of_other_functions(config, &intfs[0]),
			c->other);
	/* the interface itself never counts */
	config->desc.bNumInterfaces = 1;
	KUNIT_EXPECT_FALSE(test, usb_net_of_other_functions(config, &intfs[0]));
	KUNIT_EXPECT_FALSE(test, usb_net_of_other_functions(NULL, &intfs[0]));
}

/*
 * usb_net_of_get() on a fake device: which node it takes, with the
 * identity rule of USB core and the composite rule, and that it holds one
 * reference on that node until usb_net_of_put(), none on a deferral.
 */
struct usb_net_of_get_case {
	const char *name;
	const char *dev_node;	/* the device's node, NULL: none */
	const char *intf_node;	/* the interface's node, NULL: none */
	u16 pid;		/* of vendor 0424 */
	u8 other_class;		/* class of a second interface, 0: none */
	int ret;
	const char *np;		/* the node taken, NULL: none */
	u8 last;		/* last byte of the address, 0: none */
	const char *label;
	const char *addr_np;	/* the node the address is in, NULL: np */
};

static const struct usb_net_of_get_case usb_net_of_get_cases[] = {
	{ "device node names the device", "dev-ec00", NULL, 0xec00, 0, 0,
	  "dev-ec00", 0x0a, "lan-ec00" },
	{ "device node names another device", "dev-ec00", NULL, 0x7800, 0, 0 },
	{ "device node without compatible: a port node", "dev-any", NULL,
	  0x7800, 0, 0 },
	{ "device node with only a non-USB compatible", "dev-not-usb", NULL,
	  0xec00, 0, 0 },
	{ "device node with leading zeroes", "dev-0424", NULL, 0xec00, 0, 0,
	  "dev-0424", 0x0f, "lan-0424" },
	{ "device node, second vendor interface", "dev-ec00", NULL, 0xec00,
	  USB_CLASS_VENDOR_SPEC, 0 },
	{ "device node, second interface is CDC data", "dev-ec00", NULL,
	  0xec00, USB_CLASS_CDC_DATA, 0, "dev-ec00", 0x0a, "lan-ec00" },
	{ "interface node names the interface", "dev-ec00", "if-ec00", 0xec00,
	  USB_CLASS_VENDOR_SPEC, 0, "if-ec00", 0x0c, "lan-if" },
	{ "interface node names another", NULL, "if-7800", 0xec00, 0, 0 },
	/* an interface node without an address: its device node's */
	{ .name = "interface node with an address, device node with another",
	  .dev_node = "dev-ec00", .intf_node = "if-addr", .pid = 0xec00,
	  .np = "if-addr", .last = 0x10 },
	{ .name = "interface node without address: the device node's",
	  .dev_node = "dev-ec00", .intf_node = "if-bare", .pid = 0xec00,
	  .np = "if-bare", .last = 0x0a, .addr_np = "dev-ec00" },
	{ .name = "interface node without address, second vendor interface",
	  .dev_node = "dev-ec00", .intf_node = "if-bare", .pid = 0xec00,
	  .other_class = USB_CLASS_VENDOR_SPEC, .np = "if-bare" },
	{ .name = "interface node without address, second is CDC data",
	  .dev_node = "dev-ec00", .intf_node = "if-bare", .pid = 0xec00,
	  .other_class = USB_CLASS_CDC_DATA, .np = "if-bare", .last = 0x0a,
	  .addr_np = "dev-ec00" },
	{ .name = "interface node without address, device node names another",
	  .dev_node = "dev-ec00", .intf_node = "if-bare-7800", .pid = 0x7800,
	  .np = "if-bare-7800" },
	{ "nvmem provider not there yet", "dev-nvmem-late", NULL, 0xec00, 0,
	  -EPROBE_DEFER },
};

static void usb_net_of_get_case_desc(const struct usb_net_of_get_case *c,
				     char *desc)
{
	snprintf(desc, KUNIT_PARAM_DESC_SIZE, "%s", c->name);
}

KUNIT_ARRAY_PARAM(usb_net_of_get, usb_net_of_get_cases,
		  usb_net_of_get_case_desc);

struct usb_net_of_fake {
	struct usb_device parent;
	struct usb_device udev;
	struct usb_host_config config;
	struct usb_interface intf[2];
	struct usb_host_interface alt[2];
};

static unsigned int usb_net_of_refs(struct device_node *np)
{
	return np ? kref_read(&np->kobj.kref) : 0;
}

static void usb_net_of_get_test(struct kunit *test)
{
	struct device_node *dev_np = NULL, *intf_np = NULL, *want = NULL;
	const struct usb_net_of_get_case *c = test->param_value;
	struct device_node *addr_want;
	unsigned int dev_refs, intf_refs;
	struct usb_net_of of, held;
	struct usb_net_of_fake *f;
	int i, n = c->other_class ? 2 : 1;

	KUNIT_ASSERT_EQ(test, 0, of_overlay_apply_kunit(test, usb_net_of_kunit));
	kunit_activate_static_stub(test, usb_net_of_provider_wait,
				   usb_net_of_kunit_wait);
	if (c->dev_node)
		dev_np = usb_net_of_kunit_find(test, c->dev_node);
	if (c->intf_node)
		intf_np = usb_net_of_kunit_find(test, c->intf_node);
	if (c->np)
		want = usb_net_of_kunit_find(test, c->np);
	/* looked up before the references are counted: it holds one */
	addr_want = c->addr_np ? usb_net_of_kunit_find(test, c->addr_np) : want;

	f = kunit_kzalloc(test, sizeof(*f), GFP_KERNEL);
	KUNIT_ASSERT_NOT_NULL(test, f);
	f->udev.parent = &f->parent;
	f->udev.dev.init_name = "usb-net-of-kunit-dev";
	f->udev.dev.of_node = dev_np;
	f->udev.descriptor.idVendor = cpu_to_le16(0x0424);
	f->udev.descriptor.idProduct = cpu_to_le16(c->pid);
	f->udev.descriptor.bDeviceClass = USB_CLASS_VENDOR_SPEC;
	f->udev.descriptor.bNumConfigurations = 1;
	f->config.desc.bConfigurationValue = 1;
	f->config.desc.bNumInterfaces = n;
	f->udev.config = &f->config;
	f->udev.actconfig = &f->config;
	for (i = 0; i < n; i++) {
		f->alt[i].desc.bInterfaceNumber = i;
		f->alt[i].desc.bInterfaceClass = i ? c->other_class :
						 USB_CLASS_VENDOR_SPEC;
		f->intf[i].altsetting = &f->alt[i];
		f->intf[i].cur_altsetting = &f->alt[i];
		f->intf[i].num_altsetting = 1;
		f->intf[i].dev.parent = &f->udev.dev;
		f->intf[i].dev.init_name = "usb-net-of-kunit-intf";
		f->config.interface[i] = &f->intf[i];
	}
	f->intf[0].dev.of_node = intf_np;

	dev_refs = usb_net_of_refs(dev_np);
	intf_refs = usb_net_of_refs(intf_np);

	KUNIT_EXPECT_EQ(test, usb_net_of_get(&of, &f->intf[0]), c->ret);
	KUNIT_EXPECT_PTR_EQ(test, of.np, want);
	if (c->last) {
		KUNIT_ASSERT_NOT_NULL(test, of.addr_np);
		KUNIT_EXPECT_EQ(test, of.addr[5], c->last);
		KUNIT_EXPECT_PTR_EQ(test, of.addr_np, addr_want);
	} else {
		KUNIT_EXPECT_NULL(test, of.addr_np);
	}
	if (c->label) {
		KUNIT_ASSERT_NOT_NULL(test, of.label);
		KUNIT_EXPECT_STREQ(test, of.label, c->label);
	} else {
		KUNIT_EXPECT_NULL(test, of.label);
	}

	/* one reference on the node taken, released by usb_net_of_put() */
	KUNIT_EXPECT_EQ(test, usb_net_of_refs(dev_np) + usb_net_of_refs(intf_np),
			dev_refs + intf_refs + (want ? 1 : 0));
	/* usb_net_of_move() hands it over: put on the old holder keeps it */
	memset(&held, 0, sizeof(held));
	usb_net_of_move(&held, &of);
	KUNIT_EXPECT_PTR_EQ(test, held.np, want);
	KUNIT_EXPECT_NULL(test, of.np);
	KUNIT_EXPECT_NULL(test, of.addr_np);
	usb_net_of_put(&of);
	KUNIT_EXPECT_EQ(test, usb_net_of_refs(dev_np) + usb_net_of_refs(intf_np),
			dev_refs + intf_refs + (want ? 1 : 0));
	usb_net_of_put(&held);
	usb_net_of_put(&held);
	KUNIT_EXPECT_NULL(test, held.np);
	KUNIT_EXPECT_EQ(test, usb_net_of_refs(dev_np), dev_refs);
	KUNIT_EXPECT_EQ(test, usb_net_of_refs(intf_np), intf_refs);
}

/*
 * usb_net_of_set_node(): a node with a label becomes the network device's
 * of_node and fwnode, with a reference of its own that usb_net_of_put()
 * drops; a node without one ties nothing. No network device is registered.
 */
static void usb_net_of_set_node_test(struct kunit *test)
{
	static const char * const nodes[] = { "dev-ec00", "dev-nvmem-late" };
	struct net_device *net;
	struct device_node *np;
	struct usb_net_of of;
	unsigned int refs;
	int i;

	KUNIT_ASSERT_EQ(test, 0, of_overlay_apply_kunit(test, usb_net_of_kunit));
	for (i = 0; i < ARRAY_SIZE(nodes); i++) {
		np = usb_net_of_kunit_find(test, nodes[i]);
		refs = kref_read(&np->kobj.kref);
		net = alloc_etherdev(0);
		KUNIT_ASSERT_NOT_NULL(test, net);

		memset(&of, 0, sizeof(of));
		of.np = of_node_get(np);
		usb_net_of_set_node(&of, net);
		usb_net_of_set_node(&of, net);
		if (of_property_present(np, "label")) {
			KUNIT_EXPECT_PTR_EQ(test, net->dev.of_node, np);
			KUNIT_EXPECT_PTR_EQ(test, net->dev.fwnode,
					    of_fwnode_handle(np));
			KUNIT_EXPECT_EQ(test, kref_read(&np->kobj.kref),
					refs + 2);
		} else {
			KUNIT_EXPECT_NULL(test, net->dev.of_node);
			KUNIT_EXPECT_NULL(test, net->dev.fwnode);
			KUNIT_EXPECT_EQ(test, kref_read(&np->kobj.kref),
					refs + 1);
		}
		usb_net_of_put(&of);
		KUNIT_EXPECT_EQ(test, kref_read(&np->kobj.kref), refs);
		/* the node it released is no longer the net_device's */
		KUNIT_EXPECT_NULL(test, net->dev.of_node);
		KUNIT_EXPECT_NULL(test, net->dev.fwnode);
		free_netdev(net);
	}
}

/*
 * The name usb_net_of_register_netdev() registers an interface with: the
 * node's label, else the default its driver set, untouched. A node alone
 * renames nothing: "usb%d" stays "usb%d" (netdev reverted a usbnet change
 * that renamed such interfaces in 2024, 8a7d12d674ac), and it is not the
 * interface's of_node (usb_net_of_set_node()), so that udev does not name
 * it after an alias either; a node with a label, even one that cannot be
 * used, is.
 */
struct usb_net_of_register_case {
	const char *name;
	const char *dev;	/* the kunit device's name, one per case */
	const char *node;	/* NULL: no node */
	const char *dflt;	/* the driver's default name */
	const char *want;	/* the name, or with a "%d": its pattern */
	unsigned char type;	/* name_assign_type */
	bool tied;		/* the node is the interface's of_node */
};

static const struct usb_net_of_register_case usb_net_of_register_cases[] = {
	{ "no node, usb%d", "register-1", NULL, "usb%d", "usb%d",
	  NET_NAME_ENUM, false },
	{ "node without label, usb%d", "register-2", "name-nolabel", "usb%d",
	  "usb%d", NET_NAME_ENUM, false },
	{ "node without label, eth%d", "register-3", "name-nolabel", "eth%d",
	  "eth%d", NET_NAME_ENUM, false },
	{ "node with label, usb%d", "register-4", "name-label", "usb%d",
	  "kunit-lan0", NET_NAME_PREDICTABLE, true },
	{ "node with label, eth%d", "register-5", "name-label", "eth%d",
	  "kunit-lan0", NET_NAME_PREDICTABLE, true },
	{ "node with a label that is no string", "register-6", "label-cell",
	  "eth%d", "eth%d", NET_NAME_ENUM, true },
};

static void usb_net_of_register_case_desc(const struct usb_net_of_register_case *c,
					  char *desc)
{
	snprintf(desc, KUNIT_PARAM_DESC_SIZE, "%s", c->name);
}

KUNIT_ARRAY_PARAM(usb_net_of_register, usb_net_of_register_cases,
		  usb_net_of_register_case_desc);

static netdev_tx_t usb_net_of_kunit_xmit(struct sk_buff *skb,
					 struct net_device *net)
{
	dev_kfree_skb(skb);
	return NETDEV_TX_OK;
}

static const struct net_device_ops usb_net_of_kunit_netdev_ops = {
	.ndo_start_xmit = usb_net_of_kunit_xmit,
};

/* whether @name is what @want gives: equal, or its "%d" a number */
static bool usb_net_of_name_is(const char *name, const char *want)
{
	const char *pct = strstr(want, "%d");
	size_t n = pct ? pct - want : strlen(want);

	if (!pct)
		return !strcmp(name, want);
	if (strncmp(name, want, n) || !isdigit(name[n]))
		return false;
	for (name += n; isdigit(*name); name++)
		;

	return !*name;
}

static void usb_net_of_register_test(struct kunit *test)
{
	const struct usb_net_of_register_case *c = test->param_value;
	struct usb_net_of of = {};
	struct net_device *net;
	struct device *dev;
	int ret;

	if (c->node) {
		dev = kunit_device_register(test, c->dev);
		KUNIT_ASSERT_NOT_ERR_OR_NULL(test, dev);
		of.np = of_node_get(usb_net_of_kunit_node(test, c->node));
		of.label = usb_net_of_get_label(dev, of.np);
	}

	net = alloc_etherdev(0);
	KUNIT_ASSERT_NOT_NULL(test, net);
	net->netdev_ops = &usb_net_of_kunit_netdev_ops;
	strscpy(net->name, c->dflt, sizeof(net->name));
	usb_net_of_set_node(&of, net);
	KUNIT_EXPECT_PTR_EQ(test, net->dev.of_node, c->tied ? of.np : NULL);

	ret = usb_net_of_register_netdev(&of, net);
	KUNIT_EXPECT_EQ(test, ret, 0);
	if (ret) {
		free_netdev(net);
		usb_net_of_put(&of);
		return;
	}
	KUNIT_EXPECT_TRUE_MSG(test, usb_net_of_name_is(net->name, c->want),
			      "registered as %s, expected %s", net->name,
			      c->want);
	KUNIT_EXPECT_EQ(test, net->name_assign_type, c->type);
	unregister_netdev(net);
	free_netdev(net);
	usb_net_of_put(&of);
}

static struct kunit_case usb_net_of_test_cases[] = {
	KUNIT_CASE_PARAM(usb_net_of_label_test, usb_net_of_label_gen_params),
	KUNIT_CASE_PARAM(usb_net_of_node_test, usb_net_of_node_gen_params),
	KUNIT_CASE(usb_net_of_nvmem_timeout_test),
	KUNIT_CASE_PARAM(usb_net_of_config_test, usb_net_of_config_gen_params),
	KUNIT_CASE_PARAM(usb_net_of_get_test, usb_net_of_get_gen_params),
	KUNIT_CASE(usb_net_of_set_node_test),
	KUNIT_CASE_PARAM(usb_net_of_register_test,
			 usb_net_of_register_gen_params),
	{}
};

static struct kunit_suite usb_net_of_test_suite = {
	.name = "usb_net_of",
	.test_cases = usb_net_of_test_cases,
};

kunit_test_suite(usb_net_of_test_suite);

MODULE_DESCRIPTION("KUnit tests for the device tree of USB network devices");
MODULE_LICENSE("GPL");
MODULE_IMPORT_NS("EXPORTED_FOR_KUNIT_TESTING");
