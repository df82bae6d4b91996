# shellcheck shell=bash disable=SC2046
desc="U-Boot: ethaddr and eth1addr into ethernet0 and ethernet1; usbethaddr is not a fixup"
boot=uboot
overlay=uboot-nics.dtso
uboot_env=(ethaddr=02:aa:bb:cc:dd:01 eth1addr=02:aa:bb:cc:dd:02 usbethaddr=02:aa:bb:cc:dd:99)
qemu_args=(
	"${qemu_xhci[@]}"
	-device usb-hub,bus=xhci.0,port=1
	$(usb_net xhci.0 1.1 52:54:00:00:05:01)
	$(usb_net xhci.0 1.2 52:54:00:00:05:02)
)

guest() {
	n=/sys/firmware/devicetree/base/pcie@10000000/usb@2,0/hub@5
	wait_for /sys/class/net/lan0 && wait_for /sys/class/net/lan1
	is "$(netattr lan0 address)" "02:aa:bb:cc:dd:01" "lan0 carries ethaddr"
	is "$(netattr lan1 address)" "02:aa:bb:cc:dd:02" "lan1 carries eth1addr"
	is "$(hexdump -v -e '6/1 "%02x"' $n/ethernet@2/mac-address)" "02aabbccdd02" \
		"ethernet@2: existing mac-address updated"
	is "$(hexdump -v -e '6/1 "%02x"' $n/ethernet@2/local-mac-address)" "02aabbccdd02" \
		"ethernet@2: local-mac-address updated"
	# the search finds ethaddr's bytes (the method works) but not usbethaddr's
	ok "ethaddr's bytes are found in the tree" sh -c 'grep -rlq "$(printf "\002\252\273\314\335\001")" /sys/firmware/devicetree/base'
	ok "usbethaddr appears in no node" sh -c '! grep -rlq "$(printf "\002\252\273\314\335\231")" /sys/firmware/devicetree/base'
}
