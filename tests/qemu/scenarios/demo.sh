# shellcheck shell=bash
desc="the demo board through U-Boot: USB devices with their nodes, interfaces with name and MAC (make demo)"
overlay=demo.dtso
boot=uboot
uboot_env=(ethaddr=02:de:ad:be:ef:01)
qemu_args=(
	-device qemu-xhci,id=xhci,addr=2
	-device usb-hub,bus=xhci.0,port=1
	-netdev user,id=n0,restrict=on
	-device usb-net,bus=xhci.0,port=1.1,netdev=n0,mac=52:54:00:12:34:01
)

guest() {
	net=$(usb_wait 0525 a4a2) || diag "no usb-net"
	netdev_of "$net" >/dev/null
	echo "@@DEMO-BEGIN"
	echo "USB devices"
	usb_table
	echo
	echo "Network interfaces"
	net_table
	echo "@@DEMO-END"
	usb_table >/tmp/usb.txt
	net_table >/tmp/net.txt
	ok "USB table lists the usb-net with its node" \
		grep -q "0525:a4a2 .* /pcie@10000000/usb@2,0/hub@5/ethernet@1\$" /tmp/usb.txt
	ok "interface table lists the usb-net's interface" grep -q "^lan0 *02:de:ad:be:ef:01 *dt:local-mac-address *predictable " /tmp/net.txt
}
