// SPDX-License-Identifier: GPL-2.0
/*
 * The device-tree description of an onboard USB network function
 *
 * Boards solder USB network devices to the board and describe them in
 * the device tree, under the host controller or hub port they are wired
 * to (Documentation/devicetree/bindings/usb/usb-device.yaml): the MAC
 * address the board was given and, in "label", the name of the port.
 * Every USB network driver, usbnet's minidrivers and the drivers of their
 * own (lan78xx, r8152), takes both from here, with the same rules.
 */

#include <kunit/static_stub.h>
#include <kunit/visibility.h>
#include <linux/ctype.h>
#include <linux/device.h>
#include <linux/device/driver.h>
#include <linux/etherdevice.h>
#include <linux/module.h>
#include <linux/netdevice.h>
#include <linux/of.h>
#include <linux/of_net.h>
#include <linux/rtnetlink.h>
#include <linux/usb.h>
#include <linux/usb/cdc.h>
#include <linux/usb/of.h>
#include <linux/usb/usb_net_of.h>

/*
 * Whether to keep waiting for an nvmem provider that is not there: the
 * driver core's answer, -EPROBE_DEFER until the deferred probe timeout
 * (driver_deferred_probe_check_state()). KUnit replaces it.
 */
VISIBLE_IF_KUNIT int usb_net_of_provider_wait(struct device *dev)
{
	KUNIT_STATIC_STUB_REDIRECT(usb_net_of_provider_wait, dev);

	return driver_deferred_probe_check_state(dev);
}
EXPORT_SYMBOL_IF_KUNIT(usb_net_of_provider_wait);

/*
 * The prefixes of the numbered names the kernel gives interfaces that
 * register without user space asking: alloc_etherdev()'s "eth%d", usbnet's
 * "usb%d", "wlan%d" and "wwan%d" (usbnet_probe()).
 */
static const char * const usb_net_of_numbered[] = { "eth", "usb", "wlan", "wwan" };

static const char usb_net_of_numbered_problem[] =
	"is one of the kernel's numbered interface names (ethN, usbN, wlanN, wwanN)";

/* whether @label is one of the kernel's numbered names (eth0, usb12) */
static bool usb_net_of_is_numbered(const char *label)
{
	const char *num;
	size_t n;
	int i;

	for (i = 0; i < ARRAY_SIZE(usb_net_of_numbered); i++) {
		n = strlen(usb_net_of_numbered[i]);
		if (strncmp(label, usb_net_of_numbered[i], n) || !label[n])
			continue;
		num = label + n;
		if (strspn(num, "0123456789") == strlen(num))
			return true;
	}

	return false;
}

/**
 * usb_net_of_label_problem() - check the value of a label property
 * @label: property value
 * @len: property length in bytes
 *
 * A label names the interface: it must be one string that dev_valid_name()
 * accepts and no name pattern ('%'). Nor may it be one of the kernel's
 * numbered names (eth0, usb0): an interface that registers after this
 * one, and would have had that name, would get the next number.
 *
 * Return: %NULL if @label can name the interface, otherwise what is wrong.
 */
VISIBLE_IF_KUNIT const char *usb_net_of_label_problem(const char *label,
						      int len)
{
	if (len <= 0 || strnlen(label, len) != len - 1)
		return "is not a string";
	if (strnlen(label, IFNAMSIZ) >= IFNAMSIZ)
		return "is too long for an interface name";
	if (strchr(label, '%') || !dev_valid_name(label))
		return "is not a valid interface name";
	if (usb_net_of_is_numbered(label))
		return usb_net_of_numbered_problem;

	return NULL;
}
EXPORT_SYMBOL_IF_KUNIT(usb_net_of_label_problem);

/**
 * usb_net_of_get_mac() - the board's MAC address for a network function
 * @dev: device to report problems with (the USB interface)
 * @np: the node that describes the network function
 * @addr: where to store the address
 *
 * The address of_get_mac_address() finds, in its order, as for every other
 * network driver. A node with a MAC address property but no valid
 * address gets one warning naming the node and the properties present;
 * the values are not read a second time (the binding's schema checks
 * their length at build time). Nothing is reported when the nvmem
 * provider is not there yet: the probe is retried. Once the deferred
 * probe timeout has passed (usb_net_of_provider_wait(), which then warns)
 * a provider that is still missing is skipped, so that a provider whose
 * driver is not built does not keep the network device away for good.
 *
 * Return: 0 with @addr set, -ENOENT if the node gives no valid address, or
 * -EPROBE_DEFER if the address is in an nvmem cell whose provider has not
 * probed yet, within the deferred probe timeout.
 */
VISIBLE_IF_KUNIT int usb_net_of_get_mac(struct device *dev,
					struct device_node *np, u8 *addr)
{
	bool mac, local;
	int ret;

	ret = of_get_mac_address(np, addr);
	if (!ret)
		return 0;
	if (ret == -EPROBE_DEFER) {
		/*
		 * Wait for the provider until the deferred probe timeout,
		 * then go on without it, as before
		 */
		ret = usb_net_of_provider_wait(dev);
		if (ret == -EPROBE_DEFER)
			return ret;
		dev_dbg(dev, "%pOF: nvmem-cells: no provider of the mac-address cell (%pe), going on without it\n",
			np, ERR_PTR(ret));
	} else if (of_property_match_string(np, "nvmem-cell-names",
					    "mac-address") >= 0) {
		dev_warn(dev, "%pOF: nvmem-cells: no valid mac-address cell (%pe), ignored\n",
			 np, ERR_PTR(ret));
	}

	mac = of_property_present(np, "mac-address");
	local = of_property_present(np, "local-mac-address");
	if (mac || local)
		dev_warn(dev, "%pOF: no valid MAC address in %s%s%s, ignored\n",
			 np, mac ? "mac-address" : "",
			 mac && local ? " and " : "",
			 local ? "local-mac-address" : "");

	return -ENOENT;
}
EXPORT_SYMBOL_IF_KUNIT(usb_net_of_get_mac);

/*
 * A node that names a USB device or interface (usbVID,PID..., usb,class...,
 * usbifVID,PID...): one that could give its label to a network interface.
 */
static bool usb_net_of_names_usb(struct device_node *np)
{
	const char *compat;

	if (of_property_read_string(np, "compatible", &compat))
		return false;
	if (strncmp(compat, "usb", 3))
		return false;

	return isxdigit(compat[3]) || compat[3] == ',' ||
	       !strncmp(compat + 3, "if", 2);
}

/*
 * A port of a switch or of a multi-port controller, a child of "ports" or
 * "ethernet-ports": DSA (dsa_port_parse_of()) and am65-cpsw name its
 * interface after its label.
 */
static bool usb_net_of_is_port(struct device_node *np)
{
	struct device_node *parent = of_get_parent(np);
	bool port;

	port = parent && (of_node_name_eq(parent, "ports") ||
			  of_node_name_eq(parent, "ethernet-ports"));
	of_node_put(parent);

	return port;
}

/* whether @np is available and carries @label */
static bool usb_net_of_has_label(struct device_node *np, const char *label)
{
	const char *other;

	return of_device_is_available(np) &&
	       !of_property_read_string(np, "label", &other) &&
	       !strcmp(other, label);
}

/*
 * The node that owns @label: an available port node (usb_net_of_is_port())
 * that carries it, which names its interface whatever registers first;
 * else the first available node in device-tree order that names a USB
 * device or interface and carries @label (or @np itself, if it comes
 * first). Returned with a reference.
 */
static struct device_node *usb_net_of_label_owner(struct device_node *np,
						  const char *label)
{
	struct device_node *node;
	const char *other;

	for_each_node_with_property(node, "label")
		if (usb_net_of_is_port(node) && usb_net_of_has_label(node, label))
			return node;

	for_each_node_with_property(node, "label") {
		if (node != np && (!usb_net_of_names_usb(node) ||
				   !of_device_is_available(node)))
			continue;
		if (of_property_read_string(node, "label", &other) ||
		    strcmp(other, label))
			continue;
		return node;
	}

	return NULL;
}

/**
 * usb_net_of_get_label() - the interface name a node gives
 * @dev: device to report problems with (the USB interface)
 * @np: the node that describes the network function
 *
 * A label that cannot name an interface (see usb_net_of_label_problem())
 * is reported and ignored. So is a label that a switch's port also
 * carries, and one that an earlier node in the device tree also carries:
 * of two USB nodes with one label, the first gets it on every boot,
 * whatever the order the devices are found in.
 *
 * Return: the node's "label", or %NULL.
 */
VISIBLE_IF_KUNIT const char *usb_net_of_get_label(struct device *dev,
						  struct device_node *np)
{
	const char *label, *problem;
	struct device_node *owner;
	int len;

	label = of_get_property(np, "label", &len);
	if (!label)
		return NULL;

	problem = usb_net_of_label_problem(label, len);
	if (problem == usb_net_of_numbered_problem) {
		dev_warn(dev, "%pOF: label \"%s\" %s, ignored\n", np, label,
			 problem);
		return NULL;
	}
	if (problem) {
		dev_warn(dev, "%pOF: label %s, ignored\n", np, problem);
		return NULL;
	}

	owner = usb_net_of_label_owner(np, label);
	if (owner != np) {
		if (usb_net_of_is_port(owner))
			dev_warn(dev, "%pOF: label \"%s\" is also the label of %pOF, a port named after it: not used\n",
				 np, label, owner);
		else
			dev_warn(dev, "%pOF: label \"%s\" is also the label of %pOF, which comes first in the device tree: not used\n",
				 np, label, owner);
		label = NULL;
	}
	of_node_put(owner);

	return label;
}
EXPORT_SYMBOL_IF_KUNIT(usb_net_of_get_label);

/* an interface a USB network driver may bind: vendor-specific, CDC, RNDIS */
static bool usb_net_of_is_function(const struct usb_interface_descriptor *d)
{
	switch (d->bInterfaceClass) {
	case USB_CLASS_VENDOR_SPEC:
		return true;
	case USB_CLASS_COMM:
		switch (d->bInterfaceSubClass) {
		case USB_CDC_SUBCLASS_ETHERNET:
		case USB_CDC_SUBCLASS_NCM:
		case USB_CDC_SUBCLASS_EEM:
		case USB_CDC_SUBCLASS_MBIM:
		case USB_CDC_SUBCLASS_MDLM:
			return true;
		case USB_CDC_SUBCLASS_ACM:
			return d->bInterfaceProtocol == USB_CDC_ACM_PROTO_VENDOR;
		}
		return false;
	case USB_CLASS_WIRELESS_CONTROLLER:
		return d->bInterfaceSubClass == 1 && d->bInterfaceProtocol == 3;
	case USB_CLASS_MISC:
		return d->bInterfaceSubClass == 4;
	}

	return false;
}

/**
 * usb_net_of_other_functions() - whether a configuration has another
 *	interface that may be a network function
 * @config: the configuration in use
 * @intf: the interface being probed
 *
 * A device node describes the whole device. It can give its address and
 * label to a network function only if that is the device's only one:
 * otherwise every function of a composite device would get the same
 * address and label. An interface counts as a possible network function
 * when it is vendor-specific or a CDC Ethernet, NCM, EEM, MBIM, MDLM or
 * RNDIS control interface (data interfaces do not count).
 *
 * Return: true if @config has an interface other than @intf that may be a
 * network function.
 */
VISIBLE_IF_KUNIT bool usb_net_of_other_functions(const struct usb_host_config *config,
						 const struct usb_interface *intf)
{
	const struct usb_interface *other;
	int i;

	if (!config)
		return false;

	for (i = 0; i < config->desc.bNumInterfaces; i++) {
		other = config->interface[i];
		if (!other || other == intf || !other->num_altsetting)
			continue;
		if (usb_net_of_is_function(&other->altsetting[0].desc))
			return true;
	}

	return false;
}
EXPORT_SYMBOL_IF_KUNIT(usb_net_of_other_functions);

/*
 * Whether the node gives a network function anything: an address or a
 * label. A node that names a composite device and gives neither (a
 * modem's, for its supplies) loses nothing when no function gets it.
 */
static bool usb_net_of_gives_net(struct device_node *np)
{
	return of_property_present(np, "mac-address") ||
	       of_property_present(np, "local-mac-address") ||
	       of_property_present(np, "address") ||
	       of_property_match_string(np, "nvmem-cell-names",
					"mac-address") >= 0 ||
	       of_property_present(np, "label");
}

/*
 * The interface's node, else its device's (a vendor-class device such as
 * the LAN9514 has no combined node) if the device has no other network
 * function; either only if it names what was found at its port (USB core
 * has warned about one that does not).
 */
static struct device_node *usb_net_of_find_node(struct usb_interface *intf)
{
	struct usb_device *udev = interface_to_usbdev(intf);
	struct device_node *np = udev->dev.of_node;

	if (intf->dev.of_node)
		return usb_of_node_names_interface(intf) ?
		       of_node_get(intf->dev.of_node) : NULL;

	if (!np || !usb_of_node_names_device(udev))
		return NULL;

	if (usb_net_of_other_functions(udev->actconfig, intf)) {
		if (usb_net_of_gives_net(np))
			dev_warn(&intf->dev,
				 "%pOF: the device has several network functions, the node names none of them: describe interface %u in a node of its own\n",
				 np, intf->cur_altsetting->desc.bInterfaceNumber);
		return NULL;
	}

	return of_node_get(np);
}

/*
 * The address of a function described by an interface node that has none:
 * its device node's, where the boot loader writes it (U-Boot's fixup
 * follows aliases/ethernetN to the device node), if the device node names
 * the device and the function is the device's only network function, as
 * for a device without an interface node.
 */
static int usb_net_of_get_device_mac(struct usb_net_of *of,
				     struct usb_interface *intf)
{
	struct usb_device *udev = interface_to_usbdev(intf);
	struct device_node *np = udev->dev.of_node;
	int ret;

	if (!np || !usb_of_node_names_device(udev) ||
	    usb_net_of_other_functions(udev->actconfig, intf))
		return -ENOENT;

	ret = usb_net_of_get_mac(&intf->dev, np, of->addr);
	if (!ret)
		of->addr_np = np;

	return ret;
}

/**
 * usb_net_of_get() - read the device-tree description of a network function
 * @of: what to fill in
 * @intf: the interface the network function is probed on
 *
 * Find the node that describes the function: the interface's own, else
 * its device's when the device has no other network function
 * (usb_net_of_other_functions()), and only when it names what is at its
 * port (usb_of_node_names_interface(), usb_of_node_names_device()). Take
 * its MAC address (usb_net_of_get_mac()) and label (usb_net_of_get_label());
 * an interface node without an address takes its device node's, if the
 * device node names the device and has no other network function: the
 * boot loader writes the address there.
 * A node whose address or label cannot be used is reported and ignored:
 * the device tree never makes a probe fail, except that it may delay it.
 *
 * Call at probe, before the network device is registered; release with
 * usb_net_of_put() once it is unregistered.
 *
 * Return: 0, or -EPROBE_DEFER if the address is in an nvmem cell whose
 * provider has not probed yet and the deferred probe timeout has not
 * passed (@of then holds nothing): return it from the probe, which is
 * retried once the provider is there, and at the timeout.
 */
int usb_net_of_get(struct usb_net_of *of, struct usb_interface *intf)
{
	struct device_node *np;
	int ret;

	memset(of, 0, sizeof(*of));
	of->intf = intf;

	np = usb_net_of_find_node(intf);
	if (!np)
		return 0;

	ret = usb_net_of_get_mac(&intf->dev, np, of->addr);
	if (!ret)
		of->addr_np = np;
	else if (ret == -ENOENT && np == intf->dev.of_node)
		ret = usb_net_of_get_device_mac(of, intf);
	if (ret == -EPROBE_DEFER) {
		dev_dbg(&intf->dev,
			"%pOF: its MAC address is in an nvmem cell whose provider is not there yet\n",
			np);
		of_node_put(np);
		memset(of->addr, 0, sizeof(of->addr));
		of->addr_np = NULL;
		return ret;
	}

	of->np = np;
	of->label = usb_net_of_get_label(&intf->dev, np);

	return 0;
}
EXPORT_SYMBOL_GPL(usb_net_of_get);

/* untie the network device from the node usb_net_of_set_node() gave it */
static void usb_net_of_untie(struct usb_net_of *of)
{
	if (of->net)
		device_set_node(&of->net->dev, NULL);
	of->net = NULL;
}

/**
 * usb_net_of_put() - release what usb_net_of_get() holds
 * @of: what usb_net_of_get() filled in; may be released twice
 *
 * Call once the network device that uses @of is unregistered (or was
 * never registered), before it is freed: its of_node, which this
 * releases, is cleared, so that the net_device, which may outlive
 * free_netdev(), does not keep pointing to a node that an overlay's
 * removal may free.
 */
void usb_net_of_put(struct usb_net_of *of)
{
	usb_net_of_untie(of);
	of_node_put(of->net_np);
	of->net_np = NULL;
	of_node_put(of->np);
	of->np = NULL;
	of->addr_np = NULL;
	of->label = NULL;
}
EXPORT_SYMBOL_GPL(usb_net_of_put);

/**
 * usb_net_of_move() - hand what usb_net_of_get() holds to another holder
 * @to: the new holder, holding nothing: zeroed, or released by usb_net_of_put()
 * @from: what usb_net_of_get() filled in; holds nothing afterwards
 *
 * The node reference goes with the rest: usb_net_of_put() on @to releases
 * it, on @from does nothing. For a driver that reads the device tree
 * before it has the structure that keeps it for the net_device's lifetime,
 * or that may have to take it back when a probe attempt fails. A network
 * device tied to the node (usb_net_of_set_node()) is untied first: it is
 * the one of the attempt that failed.
 */
void usb_net_of_move(struct usb_net_of *to, struct usb_net_of *from)
{
	usb_net_of_untie(from);
	*to = *from;
	memset(from, 0, sizeof(*from));
}
EXPORT_SYMBOL_GPL(usb_net_of_move);

/**
 * usb_net_of_set_addr() - give a network device the board's address
 * @of: what usb_net_of_get() found
 * @net: the network device, not registered yet
 *
 * The board's address wins over an EEPROM, OTP or a chip default; the
 * replacement is logged. Call it only where the chip can be told to
 * filter on this address: the caller programs it (a station address
 * register) before the device is used, or takes it back.
 *
 * Return: true if the node gives an address (now @net's), false if not.
 */
bool usb_net_of_set_addr(struct usb_net_of *of, struct net_device *net)
{
	if (!of->addr_np)
		return false;

	if (ether_addr_equal(net->dev_addr, of->addr) &&
	    net->addr_assign_type == NET_ADDR_PERM)
		return true;

	if (is_valid_ether_addr(net->dev_addr) &&
	    !ether_addr_equal(net->dev_addr, of->addr))
		dev_info(&of->intf->dev, "%pOF: MAC address %pM replaces %pM\n",
			 of->addr_np, of->addr, net->dev_addr);
	eth_hw_addr_set(net, of->addr);
	net->addr_assign_type = NET_ADDR_PERM;

	return true;
}
EXPORT_SYMBOL_GPL(usb_net_of_set_addr);

/**
 * usb_net_of_set_node() - tie a network device to the board's node
 * @of: what usb_net_of_get() found
 * @net: the network device, not registered yet
 *
 * If the node has a "label", the connector's name, the network device's
 * of_node is the node: /sys/class/net/<name>/of_node shows where the
 * interface is described, and user space can name the interface
 * after the label. A node without one is not tied, so that the interface
 * looks to user space as it does without this code: a name that user
 * space derives from an interface's node (an aliases/ethernetN pointing
 * to it) does not change on a kernel upgrade. A label is new in a dts:
 * it asks for the name.
 *
 * The network device's node (of_node and fwnode) has a reference of its
 * own, which usb_net_of_put() drops: call that once the network device is
 * unregistered.
 */
void usb_net_of_set_node(struct usb_net_of *of, struct net_device *net)
{
	if (!of->np || !of_property_present(of->np, "label"))
		return;

	/* a driver that tries its probe again gives the next one the same */
	if (!of->net_np)
		of->net_np = of_node_get(of->np);
	device_set_node(&net->dev, of_fwnode_handle(of->net_np));
	of->net = net;
}
EXPORT_SYMBOL_GPL(usb_net_of_set_node);

/* names /sys/class/net holds for something that is not an interface */
static const char * const usb_net_of_reserved_names[] = {
	"bonding_masters",	/* drivers/net/bonding/bond_sysfs.c */
};

/**
 * usb_net_of_register_netdev() - register a network device under its label
 * @of: what usb_net_of_get() found
 * @net: the network device, its default name set
 *
 * Use instead of register_netdev(). The node's label, if any, becomes the
 * name, with NET_NAME_PREDICTABLE (udev's NamePolicy=kernel keeps it).
 * Without one the default name is kept as the driver set it (usbnet's
 * "usb%d" or "eth%d", chosen as without a device tree): a node alone does
 * not rename an interface. The label is checked under RTNL,
 * where register_netdevice() claims it: a label that another interface
 * has, or that /sys/class/net reserves (bonding_masters), is reported
 * with the node and the default name is used instead. Registration runs
 * once: a net_device whose registration failed must not be registered
 * again.
 *
 * Return: what register_netdevice() returns.
 */
int usb_net_of_register_netdev(struct usb_net_of *of, struct net_device *net)
{
	char fallback[IFNAMSIZ];
	const char *why = NULL;
	int status, i;

	strscpy(fallback, net->name, sizeof(fallback));

	rtnl_lock();
	if (of->label) {
		for (i = 0; i < ARRAY_SIZE(usb_net_of_reserved_names); i++)
			if (!strcmp(of->label, usb_net_of_reserved_names[i]))
				why = "is reserved in /sys/class/net";
		if (!why && netdev_name_in_use(dev_net(net), of->label))
			why = "is already an interface name";
		if (why) {
			dev_warn(&of->intf->dev,
				 "%pOF: label \"%s\" %s, using %s\n",
				 of->np, of->label, why, fallback);
		} else {
			strscpy(net->name, of->label, sizeof(net->name));
			net->name_assign_type = NET_NAME_PREDICTABLE;
		}
	}
	status = register_netdevice(net);
	rtnl_unlock();

	return status;
}
EXPORT_SYMBOL_GPL(usb_net_of_register_netdev);

MODULE_DESCRIPTION("Device-tree description of onboard USB network devices");
MODULE_LICENSE("GPL");
