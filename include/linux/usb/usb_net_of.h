/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The device-tree description of an onboard USB network function: the
 * board's MAC address and interface name, for every USB network driver.
 */
#ifndef __LINUX_USB_USB_NET_OF_H
#define __LINUX_USB_USB_NET_OF_H

#include <linux/if_ether.h>
#include <linux/netdevice.h>
#include <linux/types.h>

struct device;
struct device_node;
struct usb_host_config;
struct usb_interface;

/**
 * struct usb_net_of - what the board's device tree says about a network
 *	function of a USB device
 * @intf: the interface the function was probed on (messages name it)
 * @np: the node that describes the function (a reference is held), or
 *	%NULL: the interface's node, else its device's
 * @addr_np: the node @addr was found in: @np, or the device node above an
 *	interface node that gives no address (no reference of its own: the
 *	USB device holds its node); %NULL if neither gives a valid address
 * @net_np: the network device's node (a reference is held), set by
 *	usb_net_of_set_node()
 * @net: the network device tied to @net_np, untied by usb_net_of_put()
 *	and usb_net_of_move()
 * @label: the interface name the node gives (its "label"), or %NULL
 * @addr: the board's MAC address, if @addr_np is set
 *
 * Filled by usb_net_of_get(), released by usb_net_of_put(), handed from
 * one holder to another by usb_net_of_move(). A driver keeps it for as
 * long as its net_device exists: the net_device's of_node is @np.
 */
struct usb_net_of {
	struct usb_interface *intf;
	struct device_node *np;
	struct device_node *addr_np;
	struct device_node *net_np;
	struct net_device *net;
	const char *label;
	u8 addr[ETH_ALEN];
};

int usb_net_of_get(struct usb_net_of *of, struct usb_interface *intf);
void usb_net_of_put(struct usb_net_of *of);
void usb_net_of_move(struct usb_net_of *to, struct usb_net_of *from);
bool usb_net_of_set_addr(struct usb_net_of *of, struct net_device *net);
void usb_net_of_set_node(struct usb_net_of *of, struct net_device *net);
int usb_net_of_register_netdev(struct usb_net_of *of, struct net_device *net);

#if IS_ENABLED(CONFIG_KUNIT)
int usb_net_of_provider_wait(struct device *dev);
const char *usb_net_of_label_problem(const char *label, int len);
int usb_net_of_get_mac(struct device *dev, struct device_node *np, u8 *addr);
const char *usb_net_of_get_label(struct device *dev, struct device_node *np);
bool usb_net_of_other_functions(const struct usb_host_config *config,
				const struct usb_interface *intf);
#endif

#endif /* __LINUX_USB_USB_NET_OF_H */
